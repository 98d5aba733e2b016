// Wrong: removes the spaces around the name instead of using it exactly as given.
func mealFromForm(name: String?, ratingText: String?) -> Meal? {
  guard let name, let ratingText, let rating = Int(ratingText) else {
    return nil
  }
  let trimmed = String(
    name.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  return Meal(name: trimmed, rating: rating)
}
