let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])
if let space = greeting.firstIndex(of: " ") {
  let first = greeting[..<space]
  print(String(first))
}
var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)
let cafe = "cafe\u{301}"
print(cafe.count, cafe.unicodeScalars.count, cafe.utf8.count)
print(String(greeting.reversed()))
print(greeting.split(separator: " ").map { $0.lowercased() })
