/// Adds two numbers.
/// - Parameters:
///   - a: the first
///   - b: the second
func add(_ a: Int, _ b: Int) -> Int {
  a + b // the sum
}
/*
 A block comment
 /* nested */
 spanning lines
*/
print(add(2, 3))
// MARK: - Section
let x = 10 /* inline */ + 5
print(x)
