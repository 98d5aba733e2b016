func topMealNames(_ meals: [Meal], minimumRating: Int) -> [String] {
  // TODO: 按评分筛选，好的排前面（并列时按名字），再映射成名字
  meals.map { $0.name }
}
