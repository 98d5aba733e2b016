// Wrong: ignores upper and lower case, so "Fruit salad" counts as a salad.
func verdict(for meal: Meal) -> String {
  switch meal.rating {
  case 0:
    return "Not rated yet"
  case 1, 2:
    return "Skip it"
  case 3:
    return "Worth a try"
  case 4...5 where meal.name.lowercased().hasSuffix("salad"):
    return "Fresh pick"
  default:
    return "Must order"
  }
}
