// Wrong: every rating from 0 to 5 is a key, even ratings that no meal has (with the count 0).
func ratingTally(_ meals: [Meal]) -> [Int: Int] {
  var tally: [Int: Int] = [0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0]
  for meal in meals {
    tally[meal.rating, default: 0] += 1
  }
  return tally
}
