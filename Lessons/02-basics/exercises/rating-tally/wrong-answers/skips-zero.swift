// Wrong: treats a rating of 0 as "not rated" and leaves those meals out.
func ratingTally(_ meals: [Meal]) -> [Int: Int] {
  var tally: [Int: Int] = [:]
  for meal in meals where meal.rating > 0 {
    tally[meal.rating, default: 0] += 1
  }
  return tally
}
