func arithmeticMean(_ numbers: Double...) -> Double {
  var total: Double = 0
  for number in numbers {
    total += number
  }
  return total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))
func greet(_ names: String..., greeting: String = "Hello") {
  for name in names { print("\(greeting), \(name)!") }
}
greet("Ana", "Bo")
greet("Cy", greeting: "Hi")
func maxOf<T: Comparable>(_ first: T, _ rest: T...) -> T {
  rest.reduce(first) { Swift.max($0, $1) }
}
print(maxOf(3, 7, 1), maxOf("b", "a"))
