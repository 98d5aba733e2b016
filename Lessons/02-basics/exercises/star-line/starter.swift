func starLine(for meal: Meal) -> String {
  // TODO: "<name>: " followed by five stars, e.g. "Caprese Salad: ★★★★☆"
  return meal.name
}
