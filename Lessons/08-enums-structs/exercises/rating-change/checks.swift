import MealKit
import TutorChecks

let checks = Checks {
  check(".rated(n) sets the rating to n") {
    for (index, stars) in [(0, 2), (1, 3), (2, 5)] {
      let meal = MealKit.Meal.samples[index]
      try expectEqual(
        RatingChange.rated(stars).applied(to: meal).rating, stars,
        "RatingChange.rated(\(stars)).applied(to: \(meal)).rating")
    }
  }
  check(".rated accepts the boundaries 0 and 5") {
    let meal = try makeMeal("Soup", 3)
    try expectEqual(
      RatingChange.rated(0).applied(to: meal).rating, 0, ".rated(0) on a meal rated 3")
    try expectEqual(
      RatingChange.rated(5).applied(to: meal).rating, 5, ".rated(5) on a meal rated 3")
  }
  check(".rated ignores ratings outside 0...5") {
    let meal = try makeMeal("Soup", 3)
    for stars in [-1, 6, 9, -20] {
      try expectEqual(
        RatingChange.rated(stars).applied(to: meal).rating, 3, ".rated(\(stars)) on a meal rated 3")
    }
  }
  check(".starAdded adds one star, up to 5") {
    for (before, after) in [(0, 1), (3, 4), (4, 5), (5, 5)] {
      let meal = try makeMeal("Pie", before)
      try expectEqual(
        RatingChange.starAdded.applied(to: meal).rating, after,
        ".starAdded on a meal rated \(before)")
    }
  }
  check(".starRemoved removes one star, down to 0") {
    for (before, after) in [(5, 4), (2, 1), (1, 0), (0, 0)] {
      let meal = try makeMeal("Pie", before)
      try expectEqual(
        RatingChange.starRemoved.applied(to: meal).rating, after,
        ".starRemoved on a meal rated \(before)")
    }
  }
  check(".cleared sets the rating to 0") {
    for before in [0, 1, 5] {
      let meal = try makeMeal("Toast", before)
      try expectEqual(
        RatingChange.cleared.applied(to: meal).rating, 0, ".cleared on a meal rated \(before)")
    }
  }
  check("the name and the photo are kept") {
    let photo = Photo(label: "plate.jpg", bytes: [1, 2, 3])
    let meal = try expectNotNil(
      MealKit.Meal(name: "Ramen", photo: photo, rating: 2), "Meal(name: \"Ramen\", …)")
    for change in [RatingChange.rated(4), .starAdded, .starRemoved, .cleared, .rated(8)] {
      let result = change.applied(to: meal)
      try expectEqual(result.name, "Ramen", "name after .\(change)")
      try expectEqual(result.photo, photo, "photo after .\(change)")
    }
  }
  check("a series of changes applied one after another") {
    let changes: [RatingChange] = [
      .starAdded, .starAdded, .rated(1), .starRemoved, .starRemoved, .rated(7), .starAdded,
    ]
    let start = try makeMeal("Tacos", 4)
    let end = changes.reduce(start) { meal, change in change.applied(to: meal) }
    try expectEqual(
      end.rating, 1,
      "rating of a meal rated 4 after [\(changes.map { ".\($0)" }.joined(separator: ", "))]")
  }
}

private func makeMeal(_ name: String, _ rating: Int) throws -> MealKit.Meal {
  try expectNotNil(
    MealKit.Meal(name: name, rating: rating), "Meal(name: \(show(name)), rating: \(rating))")
}
