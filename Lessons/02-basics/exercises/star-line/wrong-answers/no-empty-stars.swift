// Wrong: only the filled stars are shown; the empty stars that make up five are missing.
func starLine(for meal: Meal) -> String {
  let filled = String(repeating: "★", count: meal.rating)
  return "\(meal.name): \(filled)"
}
