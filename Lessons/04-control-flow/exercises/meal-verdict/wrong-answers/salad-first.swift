// Wrong: checks for a salad before the rating, so a salad rated 3 or less is a "Fresh pick".
func verdict(for meal: Meal) -> String {
  switch meal.rating {
  case _ where meal.name.hasSuffix("Salad"):
    return "Fresh pick"
  case 0:
    return "Not rated yet"
  case 1, 2:
    return "Skip it"
  case 3:
    return "Worth a try"
  default:
    return "Must order"
  }
}
