func statistics(_ scores: [Int]) -> (min: Int, max: Int, sum: Int) {
  // TODO: find the smallest score, the largest score and their sum
  (min: 0, max: 0, sum: 0)
}
