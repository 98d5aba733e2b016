func servings(from text: String) -> Int {
  // TODO: 返回 Int(text)；文字不是整数时返回 1
  return 1
}
