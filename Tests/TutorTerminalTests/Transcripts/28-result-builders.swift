@resultBuilder
struct StringBuilder {
  static func buildBlock(_ parts: String...) -> String {
    parts.joined(separator: "\n")
  }
  static func buildOptional(_ part: String?) -> String { part ?? "" }
  static func buildEither(first: String) -> String { first }
  static func buildEither(second: String) -> String { second }
}
func makeText(@StringBuilder _ content: () -> String) -> String { content() }
let formal = true
let text = makeText {
  "Hello"
  if formal {
    "Good day to you."
  } else {
    "Hey!"
  }
  "Bye"
}
print(text)
@resultBuilder
enum ArrayBuilder {
  static func buildBlock(_ items: [Int]...) -> [Int] { items.flatMap { $0 } }
  static func buildExpression(_ item: Int) -> [Int] { [item] }
  static func buildArray(_ items: [[Int]]) -> [Int] { items.flatMap { $0 } }
}
@ArrayBuilder
func numbers() -> [Int] {
  1
  for i in 5...6 {
    i * 10
  }
}
print(numbers())
