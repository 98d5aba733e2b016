func mealFromForm(name: String?, ratingText: String?) -> Meal? {
  guard let name, let ratingText, let rating = Int(ratingText) else {
    return nil
  }
  return Meal(name: name, rating: rating)
}
