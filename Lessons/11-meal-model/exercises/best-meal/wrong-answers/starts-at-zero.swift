// Wrong: starts from a best rating of 0, so a list whose meals are all rated 0 gives nil.
func bestMeal(_ meals: [Meal]) -> Meal? {
  var best: Meal?
  var bestRating = 0
  for meal in meals where meal.rating > bestRating {
    best = meal
    bestRating = meal.rating
  }
  return best
}
