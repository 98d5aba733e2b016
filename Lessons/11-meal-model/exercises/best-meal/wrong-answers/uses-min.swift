// Wrong: min(by:) returns the lowest-rated meal, not the highest.
func bestMeal(_ meals: [Meal]) -> Meal? {
  meals.min(by: { $0.rating < $1.rating })
}
