func teamScore(_ scores: [Int]) -> Int {
  var total = 0
  for score in scores {
    total += score > 50 ? 3 : 1
  }
  return total
}
print("top-level output")
