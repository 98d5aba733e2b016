func ratingTally(_ meals: [Meal]) -> [Int: Int] {
  // TODO: count how many meals have each rating, e.g. [4: 1, 5: 1, 3: 1] for Meal.samples
  return [:]
}
