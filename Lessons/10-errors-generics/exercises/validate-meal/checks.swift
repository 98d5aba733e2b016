import MealKit
import TutorChecks

let checks = Checks {
  check("a valid name and rating give the meal") {
    let meal = try validatedMeal(name: "Miso Soup", rating: 3)
    try expectEqual(
      meal, MealKit.Meal(name: "Miso Soup", photo: nil, rating: 3),
      "validatedMeal(name: \"Miso Soup\", rating: 3)")
  }
  check("ratings 0 and 5 are accepted") {
    try expectEqual(
      try validatedMeal(name: "Toast", rating: 0).rating, 0, "rating of validatedMeal(… rating: 0)")
    try expectEqual(
      try validatedMeal(name: "Cake", rating: 5).rating, 5, "rating of validatedMeal(… rating: 5)")
  }
  check("a name of one space is accepted") {
    try expectEqual(
      try validatedMeal(name: " ", rating: 2).name, " ", "name of validatedMeal(name: \" \", …)")
  }
  check("an empty name throws .emptyName") {
    try expectEqual(
      thrownError { try validatedMeal(name: "", rating: 3) } as? MealInputError, .emptyName,
      "error thrown by validatedMeal(name: \"\", rating: 3)")
  }
  check("a rating outside 0...5 throws .ratingOutOfRange with that rating") {
    for rating in [6, -1, 100] {
      try expectEqual(
        thrownError { try validatedMeal(name: "Soup", rating: rating) } as? MealInputError,
        .ratingOutOfRange(rating),
        "error thrown by validatedMeal(name: \"Soup\", rating: \(rating))")
    }
  }
  check("when both are wrong, the name is reported first") {
    try expectEqual(
      thrownError { try validatedMeal(name: "", rating: 9) } as? MealInputError, .emptyName,
      "error thrown by validatedMeal(name: \"\", rating: 9)")
  }
  check("the message for a valid meal is \"Saved <name> with <rating> stars\"") {
    try expectEqual(
      inputMessage(name: "Soup", rating: 3), "Saved Soup with 3 stars",
      "inputMessage(name: \"Soup\", rating: 3)")
    try expectEqual(
      inputMessage(name: "Pasta with Meatballs", rating: 0),
      "Saved Pasta with Meatballs with 0 stars",
      "inputMessage(name: \"Pasta with Meatballs\", rating: 0)")
  }
  check("the message for an empty name is \"A meal needs a name\"") {
    try expectEqual(
      inputMessage(name: "", rating: 4), "A meal needs a name",
      "inputMessage(name: \"\", rating: 4)")
    try expectEqual(
      inputMessage(name: "", rating: -4), "A meal needs a name",
      "inputMessage(name: \"\", rating: -4)")
  }
  check("the message for a bad rating names the rating") {
    try expectEqual(
      inputMessage(name: "Soup", rating: 7), "Rating 7 is not between 0 and 5",
      "inputMessage(name: \"Soup\", rating: 7)")
    try expectEqual(
      inputMessage(name: "Soup", rating: -2), "Rating -2 is not between 0 and 5",
      "inputMessage(name: \"Soup\", rating: -2)")
  }
}

/// The error `body` throws, or nil when it returns normally.
private func thrownError(_ body: () throws -> Any) -> (any Error)? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}
