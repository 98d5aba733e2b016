let numbers = 1...1_000_000
let firstBig = numbers.lazy
  .map { $0 * $0 }
  .filter { $0 % 7 == 0 }
  .first
print(firstBig ?? -1)
var evaluated = 0
let lazySquares = [1, 2, 3, 4].lazy.map { n -> Int in
  evaluated += 1
  return n * n
}
print(evaluated)
print(lazySquares[2])
print(evaluated)
struct DataImporter {
  var filename = "data.txt"
}
class DataManager {
  lazy var importer = DataImporter()
  var data: [String] = []
}
let manager = DataManager()
manager.data.append("Some data")
print(manager.importer.filename)
