func mealFromForm(name: String?, ratingText: String?) -> Meal? {
  // TODO: 解包两个字段，用 Int(_:) 转换评分文字，再创建 Meal
  return nil
}
