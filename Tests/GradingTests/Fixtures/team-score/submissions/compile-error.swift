func teamScore(_ scores: [Int]) -> Int {
  var total = 0
  total += "three"
  return total
}
