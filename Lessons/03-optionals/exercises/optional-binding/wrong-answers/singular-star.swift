// Wrong: says "1 star" for a rating of 1, but the task wants "stars" for every rating.
func describe(_ meal: Meal?) -> String {
  guard let meal else {
    return "No meal"
  }
  return "\(meal.name): \(meal.rating) \(meal.rating == 1 ? "star" : "stars")"
}
