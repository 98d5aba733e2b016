print("Loading", terminator: "")
for _ in 1...3 {
  print(".", terminator: "")
}
print(" done")
func progress(_ n: Int) {
  print("[\(String(repeating: "#", count: n))\(String(repeating: " ", count: 5 - n))]", terminator: "\r")
}
progress(2)
print("")
print("x", terminator: "")
print("y", terminator: "")
print("z")
