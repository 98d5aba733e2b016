enum ParseError: Error {
  case empty
  case notANumber(String)
}
func parse(_ text: String) throws(ParseError) -> Int {
  if text.isEmpty { throw .empty }
  guard let n = Int(text) else { throw .notANumber(text) }
  return n
}
do {
  print(try parse("12"))
  print(try parse("x"))
} catch {
  switch error {
  case .empty: print("empty")
  case .notANumber(let t): print("not a number: \(t)")
  }
}
func sum(_ items: [String]) throws(ParseError) -> Int {
  var total = 0
  for item in items { total += try parse(item) }
  return total
}
print((try? sum(["1", "2"])) ?? 0)
