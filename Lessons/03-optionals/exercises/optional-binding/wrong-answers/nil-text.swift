// Wrong: the text for nil is "no meal", in lower case, instead of "No meal".
func describe(_ meal: Meal?) -> String {
  if let meal {
    return "\(meal.name): \(meal.rating) stars"
  }
  return "no meal"
}
