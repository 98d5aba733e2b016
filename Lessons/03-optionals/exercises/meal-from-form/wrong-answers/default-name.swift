// Wrong: a missing name becomes "Untitled" instead of giving nil.
func mealFromForm(name: String?, ratingText: String?) -> Meal? {
  guard let ratingText, let rating = Int(ratingText) else {
    return nil
  }
  return Meal(name: name ?? "Untitled", rating: rating)
}
