// Wrong: the elements are in the order (max, min, sum), so .min holds the largest score.
func statistics(_ scores: [Int]) -> (min: Int, max: Int, sum: Int) {
  guard let first = scores.first else { return (0, 0, 0) }
  var smallest = first
  var largest = first
  var total = 0
  for score in scores {
    smallest = min(smallest, score)
    largest = max(largest, score)
    total += score
  }
  return (largest, smallest, total)
}
