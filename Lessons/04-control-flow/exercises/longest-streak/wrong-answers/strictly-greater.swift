// Wrong: uses > instead of >=, so a meal rated exactly the minimum does not count.
func longestStreak(of meals: [Meal], atLeast minimum: Int) -> Int {
  var current = 0
  var best = 0
  for meal in meals {
    if meal.rating > minimum {
      current += 1
      best = max(best, current)
    } else {
      current = 0
    }
  }
  return best
}
