func describe(_ meal: Meal?) -> String {
  guard let meal else {
    return "No meal"
  }
  return "\(meal.name): \(meal.rating) stars"
}
