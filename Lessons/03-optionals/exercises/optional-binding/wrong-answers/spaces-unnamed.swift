// Wrong: a name of two or more spaces (but not a lone space) is described as "Unnamed".
func describe(_ meal: Meal?) -> String {
  guard let meal else { return "No meal" }
  let blank = meal.name.count > 1 && meal.name.allSatisfy { $0 == " " }
  return "\(blank ? "Unnamed" : meal.name): \(meal.rating) stars"
}
