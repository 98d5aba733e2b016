func longestStreak(of meals: [Meal], atLeast minimum: Int) -> Int {
  // TODO: the largest number of adjacent meals whose rating is at least `minimum`
  return 0
}
