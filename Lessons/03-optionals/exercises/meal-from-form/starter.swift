func mealFromForm(name: String?, ratingText: String?) -> Meal? {
  // TODO: unwrap both fields, convert the rating text with Int(_:), then create the Meal
  return nil
}
