func starLine(for meal: Meal) -> String {
  // TODO: "<name>: " 后面接五颗星，例如 "Caprese Salad: ★★★★☆"
  return meal.name
}
