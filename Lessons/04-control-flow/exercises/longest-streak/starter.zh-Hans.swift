func longestStreak(of meals: [Meal], atLeast minimum: Int) -> Int {
  // TODO: 评分不低于 `minimum` 的相邻菜品最多连续几道
  return 0
}
