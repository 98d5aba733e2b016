import MealKit
import TutorChecks

let checks = Checks {
  check("the samples rated at least 4, best first") {
    try expectEqual(
      topMealNames(MealKit.Meal.samples, minimumRating: 4),
      ["Chicken and Potatoes", "Caprese Salad"],
      "topMealNames(Meal.samples, minimumRating: 4)")
  }
  check("a meal rated exactly the minimum is kept") {
    try expectEqual(
      topMealNames(MealKit.Meal.samples, minimumRating: 3),
      ["Chicken and Potatoes", "Caprese Salad", "Pasta with Meatballs"],
      "topMealNames(Meal.samples, minimumRating: 3)")
    try expectEqual(
      topMealNames(MealKit.Meal.samples, minimumRating: 5), ["Chicken and Potatoes"],
      "topMealNames(Meal.samples, minimumRating: 5)")
  }
  check("a minimum above every rating gives an empty list") {
    try expectEqual(
      topMealNames(MealKit.Meal.samples, minimumRating: 6), [],
      "topMealNames(Meal.samples, minimumRating: 6)")
  }
  check("no meals give no names") {
    try expectEqual(topMealNames([], minimumRating: 0), [], "topMealNames([], minimumRating: 0)")
  }
  check("meals with the same rating are in alphabetical order") {
    let list = try meals([("Waffles", 4), ("Apple Pie", 4), ("Miso Soup", 4)])
    try expectEqual(
      topMealNames(list, minimumRating: 1), ["Apple Pie", "Miso Soup", "Waffles"],
      "three meals rated 4: Waffles, Apple Pie, Miso Soup")
  }
  check("ratings decide first, names only break ties") {
    let list = try meals([
      ("Apple Pie", 2), ("Toast", 5), ("Dumplings", 4), ("Zucchini Fritters", 5), ("Bagel", 4),
    ])
    try expectEqual(
      topMealNames(list, minimumRating: 0),
      ["Toast", "Zucchini Fritters", "Bagel", "Dumplings", "Apple Pie"],
      "topMealNames of Apple Pie 2, Toast 5, Dumplings 4, Zucchini Fritters 5, Bagel 4")
  }
  check("the order of the input does not matter") {
    let pairs = [("Ramen", 3), ("Curry", 5), ("Salad", 1), ("Tacos", 3), ("Pizza", 0)]
    for rotation in 0..<pairs.count {
      let rotated = Array(pairs[rotation...] + pairs[..<rotation])
      let list = try meals(rotated)
      try expectEqual(
        topMealNames(list, minimumRating: 1), ["Curry", "Ramen", "Tacos", "Salad"],
        "topMealNames(\(rotated.map { "\($0.0) \($0.1)" }), minimumRating: 1)")
    }
  }
  check("a minimum of 0 keeps meals rated 0") {
    let list = try meals([("Burnt Toast", 0), ("Soup", 2)])
    try expectEqual(
      topMealNames(list, minimumRating: 0), ["Soup", "Burnt Toast"],
      "topMealNames of Burnt Toast 0, Soup 2 with minimumRating 0")
    try expectEqual(
      topMealNames(list, minimumRating: 1), ["Soup"],
      "topMealNames of Burnt Toast 0, Soup 2 with minimumRating 1")
  }
}

private func meals(_ pairs: [(String, Int)]) throws -> [MealKit.Meal] {
  try pairs.map { name, rating in
    try expectNotNil(
      MealKit.Meal(name: name, rating: rating), "Meal(name: \(show(name)), rating: \(rating))")
  }
}
