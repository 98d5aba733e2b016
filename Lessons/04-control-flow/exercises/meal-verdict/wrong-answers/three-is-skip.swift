// Wrong: puts rating 3 with 1 and 2, so it is "Skip it" instead of "Worth a try".
func verdict(for meal: Meal) -> String {
  switch meal.rating {
  case 0:
    return "Not rated yet"
  case 1...3:
    return "Skip it"
  case 4...5 where meal.name.hasSuffix("Salad"):
    return "Fresh pick"
  default:
    return "Must order"
  }
}
