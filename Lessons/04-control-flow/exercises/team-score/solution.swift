func teamScore(_ scores: [Int]) -> Int {
  var points = 0
  for result in scores {
    points += result > 50 ? 3 : 1
  }
  return points
}
