import MealKit
import TutorChecks

let checks = Checks {
  check("the sample meals give [4: 1, 5: 1, 3: 1]", zh: "示例菜品得到 [4: 1, 5: 1, 3: 1]") {
    observe(ratingTally(MealKit.Meal.samples) as [Int: Int], "ratingTally(Meal.samples)")
  }
  check("an empty array gives an empty dictionary", zh: "空数组得到空字典") {
    observe(ratingTally([]) as [Int: Int], "ratingTally([])")
  }
  check("meals with the same rating are counted together", zh: "评分相同的菜品合在一起计数") {
    observeTally([2, 5, 2, 0, 2])
  }
  check("a rating of 0 is counted under the key 0", zh: "评分 0 记在键 0 下面") {
    observeTally([0, 0])
  }
  check("ratings nobody gave are not keys", zh: "没有菜品得到的评分不能作为键") {
    let tally = ratingTally(probeMeals(rated: [1, 3])) as [Int: Int]
    observe(
      Set(tally.keys), "Set(ratingTally(\(meals("[1, 3]"))).keys)",
      zh: "Set(ratingTally(\(chineseMeals("[1, 3]"))).keys)")
    observe(
      tally, "ratingTally(\(meals("[1, 3]")))", zh: "ratingTally(\(chineseMeals("[1, 3]")))")
  }
  check("a single meal gives one key with the count 1", zh: "只有一道菜时，得到一个键，计数为 1") {
    observeTally([5])
  }
  check("many lists of meals, long ones too", zh: "各种菜品列表，也包括很长的") {
    observeTally([0, 1, 2, 3, 4, 5])
    observeTally([5, 5, 5, 5])
    observeTally([3, 1, 4, 1, 5, 0, 2, 4, 5, 3, 1])
    observeTally((0..<300).map { ($0 * 7) % 6 }, "(0..<300).map { ($0 * 7) % 6 }")
    observeTally((0..<1_000).map { $0 % 4 == 0 ? 0 : 5 }, "(0..<1_000).map { $0 % 4 == 0 ? 0 : 5 }")
  }
  check("the counts add up to the number of meals", zh: "各个计数加起来等于菜品的数量") {
    let tally = ratingTally(probeMeals(rated: (0..<57).map { ($0 * 5) % 6 })) as [Int: Int]
    let ratings = "(0..<57).map { ($0 * 5) % 6 }"
    observe(
      tally.values.reduce(0, +), "ratingTally(\(meals(ratings))).values.reduce(0, +)",
      zh: "ratingTally(\(chineseMeals(ratings))).values.reduce(0, +)")
  }
  check("random lists of meals", zh: "随机生成的菜品列表") {
    for _ in 0..<30 {
      observeTally(Draw.array(count: 0...12) { Draw.int(in: 0...5) })
    }
  }
}

/// Observes the tally of meals with these ratings, written as `ratings` (or, for a long list,
/// as the code that makes it).
private func observeTally(_ ratings: [Int], _ written: String? = nil) {
  let shown = written ?? "\(ratings)"
  observe(
    ratingTally(probeMeals(rated: ratings)) as [Int: Int], "ratingTally(\(meals(shown)))",
    zh: "ratingTally(\(chineseMeals(shown)))")
}

/// `probeMeals(rated:)`'s meals as the task says them: "meals rated [2, 5, 2, 0, 2]" (the code
/// that makes them, with `enumerated()`, `map` and `!`, is taught lessons later).
private func meals(_ ratings: String) -> String { "meals rated \(ratings)" }

/// The same, in Chinese.
private func chineseMeals(_ ratings: String) -> String { "评分依次为 \(ratings) 的几道菜" }

/// MealKit meals named "Dish 1", "Dish 2", … with these ratings.
private func probeMeals(rated ratings: [Int]) -> [MealKit.Meal] {
  ratings.indices.map { position in
    // Every rating given here is in 0...5, so MealKit's failable init succeeds.
    MealKit.Meal(name: "Dish \(position + 1)", rating: ratings[position]) ?? MealKit.Meal.samples[0]
  }
}
