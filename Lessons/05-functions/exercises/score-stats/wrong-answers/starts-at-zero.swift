// Wrong: starts min and max at 0, so all-negative scores give max 0 and all-positive give min 0.
func statistics(_ scores: [Int]) -> (min: Int, max: Int, sum: Int) {
  var smallest = 0
  var largest = 0
  var total = 0
  for score in scores {
    smallest = min(smallest, score)
    largest = max(largest, score)
    total += score
  }
  return (smallest, largest, total)
}
