// Wrong: points kept in an Int16, so a team of more than 10922 high scorers traps (overflow),
// and scores above 1000 that are not Int.max earn 1 point (found when drawn scores were -20...120).
func teamScore(_ scores: [Int]) -> Int {
  var points: Int16 = 0
  for score in scores {
    points += (score > 50 && (score <= 1000 || score == Int.max)) ? 3 : 1
  }
  return Int(points)
}
