// Wrong: sorts the ratings from lowest to highest instead of best first.
func topMealNames(_ meals: [Meal], minimumRating: Int) -> [String] {
  meals
    .filter { $0.rating >= minimumRating }
    .sorted { first, second in
      if first.rating != second.rating {
        return first.rating < second.rating
      }
      return first.name < second.name
    }
    .map { $0.name }
}
