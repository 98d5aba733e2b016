struct Matrix {
  let rows: Int, columns: Int
  var grid: [Double]
  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    grid = Array(repeating: 0.0, count: rows * columns)
  }
  subscript(row: Int, column: Int) -> Double {
    get { grid[(row * columns) + column] }
    set { grid[(row * columns) + column] = newValue }
  }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix.grid)
struct TimesTable {
  let multiplier: Int
  subscript(index: Int) -> Int { multiplier * index }
  static subscript(n: Int) -> String { "table \(n)" }
}
let threeTimes = TimesTable(multiplier: 3)
print(threeTimes[6], TimesTable[9])
extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
print([1, 2, 3][safe: 5] as Any)
