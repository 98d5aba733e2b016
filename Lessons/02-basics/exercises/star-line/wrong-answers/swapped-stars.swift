// Wrong: the two star characters are swapped (☆ for each point, ★ for the rest).
func starLine(for meal: Meal) -> String {
  let filled = String(repeating: "☆", count: meal.rating)
  let empty = String(repeating: "★", count: 5 - meal.rating)
  return "\(meal.name): \(filled)\(empty)"
}
