import MealKit
import TutorChecks

let checks = Checks {
  check(
    "ratings 4, 5, 2, 5, 5, 5, 1 with minimum 4 give 3",
    zh: "评分为 4, 5, 2, 5, 5, 5, 1、下限为 4 时得 3"
  ) {
    observeStreak([4, 5, 2, 5, 5, 5, 1], 4)
  }
  check("the sample meals with minimums 3, 4 and 5", zh: "示例菜品在下限 3、4、5 时的结果") {
    for minimum in 3...5 {
      observe(
        longestStreak(of: MealKit.Meal.samples, atLeast: minimum) as Int,
        "longestStreak(of: Meal.samples, atLeast: \(minimum))")
    }
  }
  check("an empty array gives 0", zh: "空数组得 0") {
    observeStreak([], 1)
  }
  check("no qualifying meal gives 0", zh: "没有符合条件的菜品时得 0") {
    observeStreak([1, 2, 1], 3)
  }
  check("a rating equal to the minimum counts", zh: "评分等于下限的菜品也算", hint: 2) {
    observeStreak([3, 3, 2], 3)
  }
  check("a streak at the end of the array is counted", zh: "数组末尾的连续好评也要算上", hint: 3) {
    observeStreak([2, 4, 4, 4], 4)
  }
  check("separate streaks are not added together", zh: "分开的几段连续好评不能加在一起", hint: 2) {
    observeStreak([5, 5, 0, 5, 5, 0, 5], 5)
  }
  check("a minimum below 0 lets every meal in, above 5 none", zh: "下限小于 0 时每道菜都符合，大于 5 时都不符合") {
    for minimum in [-1, 0, 6] {
      observeStreak([0, 3, 1, 5], minimum)
    }
  }
  check("many logs, long ones too", zh: "各种记录，也包括很长的") {
    let logs: [(ratings: [Int], written: String?)] = [
      ([5], nil), ([0], nil), ([4, 4, 4, 4, 4], nil), ([1, 5, 1, 5, 5, 1, 5, 5, 5], nil),
      ((0..<500).map { ($0 * 13) % 6 }, "(0..<500).map { ($0 * 13) % 6 }"),
      ((0..<2_000).map { $0 % 97 < 60 ? 5 : 1 }, "(0..<2_000).map { $0 % 97 < 60 ? 5 : 1 }"),
      ((0..<2_000).map { $0 < 1_500 ? 2 : 4 }, "(0..<2_000).map { $0 < 1_500 ? 2 : 4 }"),
    ]
    for log in logs {
      for minimum in [1, 3, 5] {
        observeStreak(log.ratings, minimum, log.written)
      }
    }
  }
  check("random logs and minimums", zh: "随机生成的记录和下限") {
    for _ in 0..<40 {
      let ratings = Draw.array(count: 0...12) { Draw.int(in: 0...5) }
      observeStreak(ratings, Draw.int(in: -1...6))
    }
  }
}

/// Observes the longest streak of meals with these ratings, written as `ratings` (or, for a
/// long log, as the code that makes it).
private func observeStreak(_ ratings: [Int], _ minimum: Int, _ written: String? = nil) {
  observe(
    longestStreak(of: probeMeals(rated: ratings), atLeast: minimum) as Int,
    "longestStreak(of: \(probeMealsText(written ?? "\(ratings)")), atLeast: \(minimum))")
}

/// The Swift that builds `probeMeals(rated:)`'s meals from `ratings`, the code of an `[Int]`.
private func probeMealsText(_ ratings: String) -> String {
  "\(ratings).enumerated().map { Meal(name: \"Meal \\($0.offset + 1)\", rating: $0.element)! }"
}

/// MealKit meals named "Meal 1", "Meal 2", … with these ratings.
private func probeMeals(rated ratings: [Int]) -> [MealKit.Meal] {
  ratings.indices.map { position in
    // Every rating given here is in 0...5, so MealKit's failable init succeeds.
    MealKit.Meal(name: "Meal \(position + 1)", rating: ratings[position]) ?? MealKit.Meal.samples[0]
  }
}
