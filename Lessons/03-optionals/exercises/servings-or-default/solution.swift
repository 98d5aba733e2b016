func servings(from text: String) -> Int {
  return Int(text) ?? 1
}
