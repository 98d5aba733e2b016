func ratingTally(_ meals: [Meal]) -> [Int: Int] {
  // TODO: 统计每个评分各有几道菜，例如 Meal.samples 得到 [4: 1, 5: 1, 3: 1]
  return [:]
}
