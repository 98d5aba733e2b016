func process() {
  print("start")
  defer { print("cleanup 1") }
  defer { print("cleanup 2") }
  print("work")
}
process()
func find(_ n: Int, in list: [Int]) -> Bool {
  defer { print("searched for \(n)") }
  for item in list where item == n {
    return true
  }
  return false
}
print(find(3, in: [1, 2, 3]))
do {
  defer { print("leaving block") }
  print("in block")
}
