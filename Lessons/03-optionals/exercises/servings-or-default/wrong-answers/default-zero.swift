// Wrong: the default for text that is not a number is 0 instead of 1.
func servings(from text: String) -> Int {
  Int(text) ?? 0
}
