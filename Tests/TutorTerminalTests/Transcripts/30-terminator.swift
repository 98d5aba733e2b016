for i in 1...5 {
  print(i, terminator: "")
}
print()
print("a", "b", "c", separator: "-", terminator: "!\n")
print("no newline", terminator: "")
print(" then newline")
var line = ""
for row in 1...3 {
  for col in 1...row { print("*", terminator: col == row ? "\n" : " ") }
}
print("done", terminator: "\n\n")
print("end")
