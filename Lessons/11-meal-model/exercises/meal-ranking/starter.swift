func ranked(_ meals: [Meal]) -> [Meal] {
  // TODO: highest rating first; equal ratings by name, ignoring case
  meals
}

func rankingLines(_ meals: [Meal]) -> [String] {
  // TODO: "1. Chicken and Potatoes ★★★★★", one line per ranked meal
  meals.map { $0.name }
}
