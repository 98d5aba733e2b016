// Wrong: keeps only meals rated above the minimum (>), dropping those rated exactly the minimum.
func topMealNames(_ meals: [Meal], minimumRating: Int) -> [String] {
  meals
    .filter { $0.rating > minimumRating }
    .sorted { first, second in
      if first.rating != second.rating {
        return first.rating > second.rating
      }
      return first.name < second.name
    }
    .map { $0.name }
}
