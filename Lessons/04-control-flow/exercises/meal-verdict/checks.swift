import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("the sample meals: Fresh pick, Must order, Worth a try") {
    try expectEqual(
      MealKit.Meal.samples.map { verdict(for: $0) }, ["Fresh pick", "Must order", "Worth a try"],
      "verdict for each of Meal.samples")
  }
  check("rating 0 is \"Not rated yet\"") {
    try expectEqual(
      verdict(for: try referenceDish("Toast", 0)), "Not rated yet", "verdict(Toast, 0)")
  }
  check("ratings 1 and 2 are \"Skip it\"") {
    try expectEqual(verdict(for: try referenceDish("Toast", 1)), "Skip it", "verdict(Toast, 1)")
    try expectEqual(verdict(for: try referenceDish("Toast", 2)), "Skip it", "verdict(Toast, 2)")
  }
  check("rating 3 is \"Worth a try\"") {
    try expectEqual(verdict(for: try referenceDish("Toast", 3)), "Worth a try", "verdict(Toast, 3)")
  }
  check("ratings 4 and 5 are \"Must order\" for a meal that is not a salad") {
    try expectEqual(verdict(for: try referenceDish("Ramen", 4)), "Must order", "verdict(Ramen, 4)")
    try expectEqual(verdict(for: try referenceDish("Ramen", 5)), "Must order", "verdict(Ramen, 5)")
  }
  check("ratings 4 and 5 are \"Fresh pick\" for a name ending in Salad") {
    try expectEqual(
      verdict(for: try referenceDish("Greek Salad", 4)), "Fresh pick", "verdict(Greek Salad, 4)")
    try expectEqual(
      verdict(for: try referenceDish("Greek Salad", 5)), "Fresh pick", "verdict(Greek Salad, 5)")
    try expectEqual(verdict(for: try referenceDish("Salad", 5)), "Fresh pick", "verdict(Salad, 5)")
  }
  check("a salad rated 3 or less gets the verdict for its rating") {
    let expected = ["Not rated yet", "Skip it", "Skip it", "Worth a try"]
    for rating in 0...3 {
      try expectEqual(
        verdict(for: try referenceDish("Greek Salad", rating)), expected[rating],
        "verdict(Greek Salad, \(rating))")
    }
  }
  check("only names that end in \"Salad\", with a capital S, count as salads") {
    for name in ["Fruit salad", "Salad Bowl", "Saladin's Stew", "SALAD"] {
      try expectEqual(
        verdict(for: try referenceDish(name, 5)), "Must order", "verdict(\(show(name)), 5)")
    }
  }
  check("a meal whose name or rating changed gets the verdict for its new values") {
    var dish = try referenceDish("Stew", 5)
    dish.name = "Potato Salad"
    try expectEqual(verdict(for: dish), "Fresh pick", "verdict after renaming to Potato Salad")
    dish.rating = 2
    try expectEqual(verdict(for: dish), "Skip it", "verdict after changing the rating to 2")
  }
}

private func referenceDish(_ title: String, _ stars: Int) throws -> MealKit.Meal {
  try expectNotNil(
    MealKit.Meal(name: title, rating: stars), "Meal(name: \(show(title)), rating: \(stars))")
}
