import Foundation
let pi = 3.14159265
print(String(format: "%.2f", pi))
print(String(format: "%05d|%-6@|%x", 42, "ab" as NSString, 255))
let price = 9.5
let line = String(format: "Total: $%.2f for %d items", price * 3, 3)
print(line)
print(String(format: "%@ has %ld chars", "hello" as NSString, "hello".count))
let padded = "7".padding(toLength: 4, withPad: "0", startingAt: 0)
print(padded)
print("a,b,,c".components(separatedBy: ","))
print("  trim me  ".trimmingCharacters(in: .whitespaces) + "|")
