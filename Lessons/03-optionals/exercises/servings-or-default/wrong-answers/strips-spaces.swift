// Wrong: removes the spaces before converting, so " 2" gives 2 instead of 1.
func servings(from text: String) -> Int {
  Int(text.filter { $0 != " " }) ?? 1
}
