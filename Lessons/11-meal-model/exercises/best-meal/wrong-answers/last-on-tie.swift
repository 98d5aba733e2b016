// Wrong: uses >= so a later meal with the same rating wins the tie.
func bestMeal(_ meals: [Meal]) -> Meal? {
  guard var best = meals.first else {
    return nil
  }
  for meal in meals.dropFirst() where meal.rating >= best.rating {
    best = meal
  }
  return best
}
