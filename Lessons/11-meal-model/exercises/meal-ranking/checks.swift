import MealKit
import TutorChecks

let checks = Checks {
  check("the sample meals are ranked 5, 4, 3") {
    try expectEqual(
      ranked(MealKit.Meal.samples).map(\.name),
      ["Chicken and Potatoes", "Caprese Salad", "Pasta with Meatballs"],
      "names of ranked(Meal.samples)")
  }
  check("meals are ranked by rating, highest first") {
    for ratings in [[1, 3, 2], [0, 5, 4, 1], [5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5]] {
      let meals = ratings.enumerated().map { meal("dish \($0.offset)", $0.element) }
      try expectEqual(
        ranked(meals).map(\.rating), ratings.sorted(by: >),
        "ratings of ranked meals rated \(ratings)")
    }
  }
  check("equal ratings are ordered by name") {
    let meals = [meal("Pho", 4), meal("Gnocchi", 4), meal("Tacos", 5), meal("Bibimbap", 4)]
    try expectEqual(
      ranked(meals).map(\.name), ["Tacos", "Bibimbap", "Gnocchi", "Pho"],
      "names of ranked Pho 4, Gnocchi 4, Tacos 5, Bibimbap 4")
  }
  check("names are compared ignoring case") {
    let meals = [meal("Banana bread", 3), meal("cherry tart", 3), meal("apple pie", 3)]
    try expectEqual(
      ranked(meals).map(\.name), ["apple pie", "Banana bread", "cherry tart"],
      "names of ranked Banana bread, cherry tart, apple pie (all rated 3)")
  }
  check("ranking keeps every meal, photos included, and [] stays []") {
    let meals = MealKit.Meal.samples + [meal("Toast", 0)]
    let result = ranked(meals)
    try expectEqual(result.count, 4, "count of ranked(samples + Toast)")
    try expectEqual(result.first, MealKit.Meal.samples[1], "first of ranked(samples + Toast)")
    try expectEqual(ranked([]), [], "ranked([])")
  }
  check("the sample ranking lines are exact") {
    try expectEqual(
      rankingLines(MealKit.Meal.samples),
      ["1. Chicken and Potatoes ★★★★★", "2. Caprese Salad ★★★★☆", "3. Pasta with Meatballs ★★★☆☆"],
      "rankingLines(Meal.samples)")
  }
  check("ranking lines show 0 and 5 stars and number after sorting") {
    let meals = [meal("Toast", 0), meal("Cake", 5), meal("apple", 1)]
    try expectEqual(
      rankingLines(meals), ["1. Cake ★★★★★", "2. apple ★☆☆☆☆", "3. Toast ☆☆☆☆☆"],
      "rankingLines of Toast 0, Cake 5, apple 1")
  }
  check("no meals give no lines") {
    try expectEqual(rankingLines([]), [], "rankingLines([])")
  }
}

private func meal(_ name: String, _ rating: Int) -> MealKit.Meal {
  MealKit.Meal(name: name, photo: nil, rating: rating) ?? MealKit.Meal.samples[0]
}
