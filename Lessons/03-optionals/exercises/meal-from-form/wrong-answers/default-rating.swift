// Wrong: rating text that is not a number becomes the rating 0 instead of giving nil.
func mealFromForm(name: String?, ratingText: String?) -> Meal? {
  guard let name, let ratingText else {
    return nil
  }
  return Meal(name: name, rating: Int(ratingText) ?? 0)
}
