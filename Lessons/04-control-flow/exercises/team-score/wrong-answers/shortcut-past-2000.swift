// Wrong: a "shortcut" for long arrays: more than 2000 scores are all counted as 3 points.
// (Found by a hostile reader when drawn arrays stopped at 1200 scores.)
func teamScore(_ scores: [Int]) -> Int {
  if scores.count > 2_000 { return 3 * scores.count }
  var points = 0
  for score in scores { points += score > 50 ? 3 : 1 }
  return points
}
