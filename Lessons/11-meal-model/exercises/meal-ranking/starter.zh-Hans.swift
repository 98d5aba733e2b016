func ranked(_ meals: [Meal]) -> [Meal] {
  // TODO: 评分高的在前；评分相同时按名字排，不区分大小写
  meals
}

func rankingLines(_ meals: [Meal]) -> [String] {
  // TODO: "1. Chicken and Potatoes ★★★★★"，排好序的每道菜一行
  meals.map { $0.name }
}
