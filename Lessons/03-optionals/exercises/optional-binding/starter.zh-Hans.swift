func describe(_ meal: Meal?) -> String {
  // TODO: nil 时返回 "No meal"，否则返回 "<name>: <rating> stars"，例如 "Caprese Salad: 4 stars"
  return "No meal"
}
