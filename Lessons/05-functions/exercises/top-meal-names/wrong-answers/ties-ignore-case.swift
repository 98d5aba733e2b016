// Wrong: breaks ties by the lowercased names, so "apple pie" comes before "Zucchini"; the
// task compares the names themselves with `<`.
func topMealNames(_ meals: [Meal], minimumRating: Int) -> [String] {
  meals
    .filter { $0.rating >= minimumRating }
    .sorted { first, second in
      if first.rating != second.rating {
        return first.rating > second.rating
      }
      return first.name.lowercased() < second.name.lowercased()
    }
    .map { $0.name }
}
