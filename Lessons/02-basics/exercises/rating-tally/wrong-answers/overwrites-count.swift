// Wrong: sets the count to 1 instead of adding 1, so repeated ratings are counted once.
func ratingTally(_ meals: [Meal]) -> [Int: Int] {
  var tally: [Int: Int] = [:]
  for meal in meals {
    tally[meal.rating] = 1
  }
  return tally
}
