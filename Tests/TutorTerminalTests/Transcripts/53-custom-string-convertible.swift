extension String {
  init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}
struct Money: CustomStringConvertible {
  let cents: Int
  var description: String {
    "$\(cents / 100).\(String(format2: cents % 100))"
  }
}
print(Money(cents: 1234))
print([Money(cents: 5), Money(cents: 100)])
struct Point: CustomDebugStringConvertible {
  var x: Int, y: Int
  var debugDescription: String { "Point(\(x), \(y))" }
}
debugPrint(Point(x: 1, y: 2))
print(Point(x: 3, y: 4))
dump([1, 2])
