// Wrong: puts a space between the stars ("Toast: ☆ ☆ ☆ ☆ ☆").
func starLine(for meal: Meal) -> String {
  let stars = (0..<5).map { $0 < meal.rating ? "★" : "☆" }
  return "\(meal.name): " + stars.joined(separator: " ")
}
