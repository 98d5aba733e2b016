// Wrong: updates the best length only when a streak is broken, so a streak at the end is missed.
func longestStreak(of meals: [Meal], atLeast minimum: Int) -> Int {
  var current = 0
  var best = 0
  for meal in meals {
    if meal.rating >= minimum {
      current += 1
    } else {
      best = max(best, current)
      current = 0
    }
  }
  return best
}
