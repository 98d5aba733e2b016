func doubled(_ numbers: [Int]) -> [Int] {
  numbers.map { $0 * 2 }
}
