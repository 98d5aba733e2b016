func bestMeal(_ meals: [Meal]) -> Meal? {
  // TODO: 评分最高的菜品；并列时取第一个；没有菜品时返回 nil
  meals.first
}
