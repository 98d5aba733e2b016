// Wrong: never resets the current streak, so it counts every qualifying meal, adjacent or not.
func longestStreak(of meals: [Meal], atLeast minimum: Int) -> Int {
  var count = 0
  for meal in meals where meal.rating >= minimum {
    count += 1
  }
  return count
}
