import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("the sample meals give [4: 1, 5: 1, 3: 1]") {
    try expectEqual(
      ratingTally(MealKit.Meal.samples), [4: 1, 5: 1, 3: 1], "ratingTally(Meal.samples)")
  }
  check("an empty array gives an empty dictionary") {
    try expectEqual(ratingTally([]), [:], "ratingTally([])")
  }
  check("meals with the same rating are counted together") {
    let meals = try referenceMeals([2, 5, 2, 0, 2])
    try expectEqual(
      ratingTally(meals), [2: 3, 5: 1, 0: 1], "ratingTally of ratings [2, 5, 2, 0, 2]")
  }
  check("a rating of 0 is counted under the key 0") {
    let meals = try referenceMeals([0, 0])
    try expectEqual(ratingTally(meals), [0: 2], "ratingTally of ratings [0, 0]")
  }
  check("ratings nobody gave are not keys") {
    let meals = try referenceMeals([1, 3])
    let tally = ratingTally(meals)
    try expectEqual(Set(tally.keys), [1, 3], "keys of ratingTally for ratings [1, 3]")
  }
  check("a single meal gives one key with the count 1") {
    let meals = try referenceMeals([5])
    try expectEqual(ratingTally(meals), [5: 1], "ratingTally of ratings [5]")
  }
  check("many lists of meals, long ones too") {
    let lists: [[Int]] = [
      [0, 1, 2, 3, 4, 5],
      [5, 5, 5, 5],
      [3, 1, 4, 1, 5, 0, 2, 4, 5, 3, 1],
      (0..<300).map { ($0 * 7) % 6 },
      (0..<1_000).map { $0 % 4 == 0 ? 0 : 5 },
    ]
    for ratings in lists {
      let meals = try referenceMeals(ratings)
      try expectEqual(
        ratingTally(meals), referenceTally(ratings), "ratingTally of \(ratings.count) meals")
    }
  }
  check("the counts add up to the number of meals") {
    let ratings = (0..<57).map { ($0 * 5) % 6 }
    let tally = ratingTally(try referenceMeals(ratings))
    try expectEqual(tally.values.reduce(0, +), 57, "sum of the counts for 57 meals")
  }
}

private func referenceMeals(_ ratings: [Int]) throws -> [MealKit.Meal] {
  try ratings.indices.map { position in
    try expectNotNil(
      MealKit.Meal(name: "Dish \(position + 1)", rating: ratings[position]),
      "Meal(rating: \(ratings[position]))")
  }
}

private func referenceTally(_ ratings: [Int]) -> [Int: Int] {
  Dictionary(ratings.map { ($0, 1) }, uniquingKeysWith: +)
}
