func mealInitializationPasses(_ makeMeal: (String, Photo?, Int) -> Meal?) -> Bool {
  // TODO: try the five inputs from the task; return false as soon as one goes wrong
  return true
}
