import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("ratings 4, 5, 2, 5, 5, 5, 1 with minimum 4 give 3") {
    let meals = try referenceMeals([4, 5, 2, 5, 5, 5, 1])
    try expectEqual(
      longestStreak(of: meals, atLeast: 4), 3, "longestStreak([4, 5, 2, 5, 5, 5, 1], 4)")
  }
  check("the sample meals with minimums 3, 4 and 5") {
    let meals = MealKit.Meal.samples
    try expectEqual(longestStreak(of: meals, atLeast: 3), 3, "longestStreak(Meal.samples, 3)")
    try expectEqual(longestStreak(of: meals, atLeast: 4), 2, "longestStreak(Meal.samples, 4)")
    try expectEqual(longestStreak(of: meals, atLeast: 5), 1, "longestStreak(Meal.samples, 5)")
  }
  check("an empty array gives 0") {
    try expectEqual(longestStreak(of: [], atLeast: 1), 0, "longestStreak([], 1)")
  }
  check("no qualifying meal gives 0") {
    let meals = try referenceMeals([1, 2, 1])
    try expectEqual(longestStreak(of: meals, atLeast: 3), 0, "longestStreak([1, 2, 1], 3)")
  }
  check("a rating equal to the minimum counts") {
    let meals = try referenceMeals([3, 3, 2])
    try expectEqual(longestStreak(of: meals, atLeast: 3), 2, "longestStreak([3, 3, 2], 3)")
  }
  check("a streak at the end of the array is counted") {
    let meals = try referenceMeals([2, 4, 4, 4])
    try expectEqual(longestStreak(of: meals, atLeast: 4), 3, "longestStreak([2, 4, 4, 4], 4)")
  }
  check("separate streaks are not added together") {
    let meals = try referenceMeals([5, 5, 0, 5, 5, 0, 5])
    try expectEqual(
      longestStreak(of: meals, atLeast: 5), 2, "longestStreak([5, 5, 0, 5, 5, 0, 5], 5)")
  }
  check("a minimum below 0 lets every meal in, above 5 none") {
    let meals = try referenceMeals([0, 3, 1, 5])
    try expectEqual(longestStreak(of: meals, atLeast: -1), 4, "longestStreak([0, 3, 1, 5], -1)")
    try expectEqual(longestStreak(of: meals, atLeast: 0), 4, "longestStreak([0, 3, 1, 5], 0)")
    try expectEqual(longestStreak(of: meals, atLeast: 6), 0, "longestStreak([0, 3, 1, 5], 6)")
  }
  check("many logs, long ones too, match a reference") {
    let logs: [[Int]] = [
      [5], [0], [4, 4, 4, 4, 4], [1, 5, 1, 5, 5, 1, 5, 5, 5],
      (0..<500).map { ($0 * 13) % 6 },
      (0..<2_000).map { $0 % 97 < 60 ? 5 : 1 },
      (0..<2_000).map { $0 < 1_500 ? 2 : 4 },
    ]
    for ratings in logs {
      let meals = try referenceMeals(ratings)
      for minimum in [1, 3, 5] {
        try expectEqual(
          longestStreak(of: meals, atLeast: minimum), referenceStreak(ratings, minimum),
          "longestStreak of \(ratings.count) meals, minimum \(minimum)")
      }
    }
  }
}

private func referenceMeals(_ ratings: [Int]) throws -> [MealKit.Meal] {
  try ratings.indices.map { position in
    try expectNotNil(
      MealKit.Meal(name: "Meal \(position + 1)", rating: ratings[position]),
      "Meal(rating: \(ratings[position]))")
  }
}

private func referenceStreak(_ ratings: [Int], _ minimum: Int) -> Int {
  ratings.split { $0 < minimum }.map(\.count).max() ?? 0
}
