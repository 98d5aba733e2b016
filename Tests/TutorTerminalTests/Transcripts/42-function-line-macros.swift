func whereAmI(function: String = #function) -> String {
  "called from \(function)"
}
func outer() -> String { whereAmI() }
print(outer())
func trace(_ message: String, line: Int = #line) {
  print("[\(line > 0)] \(message)")
}
trace("hello")
print(#function.isEmpty)
let column = #column
print(column)
