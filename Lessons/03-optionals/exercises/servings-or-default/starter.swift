func servings(from text: String) -> Int {
  // TODO: return Int(text), or 1 when the text is not a whole number
  return 1
}
