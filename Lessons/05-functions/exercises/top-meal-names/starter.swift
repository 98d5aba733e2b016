func topMealNames(_ meals: [Meal], minimumRating: Int) -> [String] {
  // TODO: filter by rating, sort best first (ties by name), then map to the names
  meals.map { $0.name }
}
