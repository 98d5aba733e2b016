func statistics(_ scores: [Int]) -> (min: Int, max: Int, sum: Int) {
  // TODO: 求出最低分、最高分和总分
  (min: 0, max: 0, sum: 0)
}
