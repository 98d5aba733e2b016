// Wrong: adds the photo's label to the text, which must not mention the photo.
func describe(_ meal: Meal?) -> String {
  guard let meal else {
    return "No meal"
  }
  if let photo = meal.photo {
    return "\(meal.name): \(meal.rating) stars (\(photo.label))"
  }
  return "\(meal.name): \(meal.rating) stars"
}
