// Wrong: starts the sum with the first score and then loops over all scores, counting it twice.
func statistics(_ scores: [Int]) -> (min: Int, max: Int, sum: Int) {
  guard let first = scores.first else { return (0, 0, 0) }
  var smallest = first
  var largest = first
  var total = first
  for score in scores {
    smallest = min(smallest, score)
    largest = max(largest, score)
    total += score
  }
  return (smallest, largest, total)
}
