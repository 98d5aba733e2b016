func ratingTally(_ meals: [Meal]) -> [Int: Int] {
  var tally: [Int: Int] = [:]
  for meal in meals {
    tally[meal.rating, default: 0] += 1
  }
  return tally
}
