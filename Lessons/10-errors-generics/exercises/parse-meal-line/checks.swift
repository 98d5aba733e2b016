import MealKit
import TutorChecks

let checks = Checks {
  check("a well-formed line gives the meal") {
    try expectEqual(
      parseMeal("Caprese Salad;4"), .success(try sample("Caprese Salad", 4)),
      "parseMeal(\"Caprese Salad;4\")")
    try expectEqual(
      parseMeal("Toast;0"), .success(try sample("Toast", 0)), "parseMeal(\"Toast;0\")")
  }
  check("spaces around both fields are trimmed, inner spaces kept") {
    try expectEqual(
      parseMeal("  Pasta with Meatballs ; 5 "), .success(try sample("Pasta with Meatballs", 5)),
      "parseMeal(\"  Pasta with Meatballs ; 5 \")")
  }
  check("a line without exactly two fields is .wrongFieldCount") {
    for (line, count) in [("Soup", 1), ("", 1), ("Soup;3;extra", 3), (";;;", 4)] {
      try expectEqual(
        parseMeal(line), .failure(.wrongFieldCount(count)), "parseMeal(\(show(line)))")
    }
  }
  check("a rating that is not a number is .badRating with the trimmed text") {
    try expectEqual(
      parseMeal("Soup; four "), .failure(.badRating("four")), "parseMeal(\"Soup; four \")")
    try expectEqual(parseMeal("Soup;"), .failure(.badRating("")), "parseMeal(\"Soup;\")")
    try expectEqual(parseMeal("Soup;3.5"), .failure(.badRating("3.5")), "parseMeal(\"Soup;3.5\")")
  }
  check("the rating is checked before the name") {
    try expectEqual(parseMeal(" ;x"), .failure(.badRating("x")), "parseMeal(\" ;x\")")
  }
  check("an empty name or a rating outside 0...5 is .invalidMeal") {
    try expectEqual(
      parseMeal(";4"), .failure(.invalidMeal(name: "", rating: 4)), "parseMeal(\";4\")")
    try expectEqual(
      parseMeal("   ; 2"), .failure(.invalidMeal(name: "", rating: 2)), "parseMeal(\"   ; 2\")")
    try expectEqual(
      parseMeal("Soup;6"), .failure(.invalidMeal(name: "Soup", rating: 6)), "parseMeal(\"Soup;6\")")
    try expectEqual(
      parseMeal("Soup;-1"), .failure(.invalidMeal(name: "Soup", rating: -1)),
      "parseMeal(\"Soup;-1\")")
  }
  check("parseAll returns every meal in order") {
    let lines = ["Caprese Salad;4", "Chicken and Potatoes; 5", " Pasta with Meatballs;3"]
    try expectEqual(
      try parseAll(lines), MealKit.Meal.samples.map(withoutPhoto), "parseAll(\(show(lines)))")
    try expectEqual(try parseAll([]), [], "parseAll([])")
  }
  check("parseAll throws the error of the first failing line") {
    let lines = ["Soup;3", "Cake;nine", "Tea", "Rice;7"]
    do {
      let meals = try parseAll(lines)
      try fail("parseAll(\(show(lines))): expected an error, got \(show(meals))")
    } catch let error as ParseError {
      try expectEqual(error, .badRating("nine"), "error thrown by parseAll(\(show(lines)))")
    }
  }
}

/// The meal with this name and rating and no photo, failing the check if it is invalid.
private func sample(_ name: String, _ rating: Int) throws -> MealKit.Meal {
  try expectNotNil(
    MealKit.Meal(name: name, photo: nil, rating: rating), "Meal(\(show(name)), \(rating))")
}

private func withoutPhoto(_ meal: MealKit.Meal) -> MealKit.Meal {
  var copy = meal
  copy.photo = nil
  return copy
}
