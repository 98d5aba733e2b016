func swapTwoInts(_ a: inout Int, _ b: inout Int) {
  let temporaryA = a
  a = b
  b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
func double(_ values: inout [Int]) {
  for i in values.indices { values[i] *= 2 }
}
var list = [1, 2, 3]
double(&list)
print(list)
list.swapAt(0, 2)
print(list)
