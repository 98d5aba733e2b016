func bestMeal(_ meals: [Meal]) -> Meal? {
  // TODO: the highest-rated meal; the first one on a tie; nil for no meals
  meals.first
}
