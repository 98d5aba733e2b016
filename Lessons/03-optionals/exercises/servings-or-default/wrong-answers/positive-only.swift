// Wrong: "cleans up" 0 and negative numbers to 1, but they must be returned as Int(_:) gives them.
func servings(from text: String) -> Int {
  guard let number = Int(text), number > 0 else {
    return 1
  }
  return number
}
