func verdict(for meal: Meal) -> String {
  // TODO: choose the verdict with a switch on meal.rating (and a where clause for salads)
  switch meal.rating {
  case 0:
    return "Not rated yet"
  default:
    return "Must order"
  }
}
