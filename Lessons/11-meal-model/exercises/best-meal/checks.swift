import MealKit
import TutorChecks

let checks = Checks {
  check("the best sample meal is Chicken and Potatoes") {
    try expectEqual(
      bestMeal(MealKit.Meal.samples)?.name, "Chicken and Potatoes", "bestMeal(Meal.samples)?.name")
  }
  check("no meals give nil") {
    try expectNil(bestMeal([]), "bestMeal([])")
  }
  check("a single meal is the best") {
    let only = meal("Toast", 0)
    try expectEqual(bestMeal([only]), only, "bestMeal([Toast rated 0])")
  }
  check("the best meal can be anywhere in the list") {
    for ratings in [[5, 1, 2], [1, 5, 2], [1, 2, 5], [0, 0, 1], [4, 3, 2, 1, 0]] {
      let meals = menu(ratings)
      try expectEqual(bestMeal(meals), reference(meals), "bestMeal of meals rated \(ratings)")
    }
  }
  check("on a tie the first meal wins") {
    for ratings in [[3, 5, 2, 5], [4, 4], [0, 0, 0], [2, 5, 5, 5, 1]] {
      let meals = menu(ratings)
      try expectEqual(
        bestMeal(meals)?.name, reference(meals)?.name, "bestMeal of meals rated \(ratings), by name"
      )
    }
  }
  check("all meals rated 0 still have a best meal") {
    let meals = menu([0, 0])
    try expectEqual(bestMeal(meals)?.name, "dish 1", "bestMeal of two meals rated 0")
  }
  check("the photo and name come with the best meal") {
    let meals = MealKit.Meal.samples.reversed() + [meal("Late Snack", 5)]
    try expectEqual(
      bestMeal(Array(meals)), MealKit.Meal.samples[1],
      "bestMeal(samples reversed + Late Snack rated 5)")
  }
}

private func meal(_ name: String, _ rating: Int) -> MealKit.Meal {
  MealKit.Meal(name: name, photo: nil, rating: rating) ?? MealKit.Meal.samples[0]
}

/// Meals named "dish 1", "dish 2", … with these ratings.
private func menu(_ ratings: [Int]) -> [MealKit.Meal] {
  ratings.enumerated().map { meal("dish \($0.offset + 1)", $0.element) }
}

private func reference(_ meals: [MealKit.Meal]) -> MealKit.Meal? {
  var best: MealKit.Meal?
  for meal in meals where best == nil || meal.rating > (best?.rating ?? 0) { best = meal }
  return best
}
