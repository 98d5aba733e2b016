for index in 0..<200_000 {
  print("flooding the output, line \(index)")
}
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
