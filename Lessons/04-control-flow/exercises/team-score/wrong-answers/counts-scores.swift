// Every score earns 1 point: the bonus for scores above 50 is forgotten.
func teamScore(_ scores: [Int]) -> Int {
  scores.count
}
