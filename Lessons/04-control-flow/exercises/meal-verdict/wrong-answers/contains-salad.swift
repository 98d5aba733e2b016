// Wrong: uses contains("Salad") instead of hasSuffix("Salad"), so "Salad Bowl" is a salad.
func verdict(for meal: Meal) -> String {
  switch meal.rating {
  case 0:
    return "Not rated yet"
  case 1, 2:
    return "Skip it"
  case 3:
    return "Worth a try"
  case 4...5 where meal.name.contains("Salad"):
    return "Fresh pick"
  default:
    return "Must order"
  }
}
