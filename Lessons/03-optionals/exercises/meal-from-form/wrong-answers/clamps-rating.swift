// Wrong: a rating outside 0...5 is clamped into the range instead of giving nil.
func mealFromForm(name: String?, ratingText: String?) -> Meal? {
  guard let name, let ratingText, let rating = Int(ratingText) else {
    return nil
  }
  return Meal(name: name, rating: min(max(rating, 0), 5))
}
