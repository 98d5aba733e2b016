// Wrong: sorts by rating only, so meals with the same rating stay in the input's order.
func topMealNames(_ meals: [Meal], minimumRating: Int) -> [String] {
  meals
    .filter { $0.rating >= minimumRating }
    .sorted { $0.rating > $1.rating }
    .map { $0.name }
}
