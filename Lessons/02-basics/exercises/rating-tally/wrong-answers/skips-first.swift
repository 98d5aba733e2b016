// Wrong: the loop starts at index 1, so the first meal is never counted.
func ratingTally(_ meals: [Meal]) -> [Int: Int] {
  var tally: [Int: Int] = [:]
  for index in 1..<max(meals.count, 1) {
    tally[meals[index].rating, default: 0] += 1
  }
  return tally
}
