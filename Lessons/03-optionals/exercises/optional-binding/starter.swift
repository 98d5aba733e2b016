func describe(_ meal: Meal?) -> String {
  // TODO: "No meal" for nil, otherwise "<name>: <rating> stars", e.g. "Caprese Salad: 4 stars"
  return "No meal"
}
