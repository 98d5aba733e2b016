import MealKit
import TutorChecks

let checks = Checks {
  check(
    "the sample meals: Fresh pick, Must order, Worth a try",
    zh: "示例菜品：Fresh pick、Must order、Worth a try"
  ) {
    observe(
      MealKit.Meal.samples.map { verdict(for: $0) } as [String],
      "Meal.samples.map { verdict(for: $0) }")
  }
  check("rating 0 is \"Not rated yet\"", zh: "评分 0 是 \"Not rated yet\"") {
    observeVerdict("Toast", 0)
  }
  check("ratings 1 and 2 are \"Skip it\"", zh: "评分 1 和 2 是 \"Skip it\"", hint: 1) {
    observeVerdict("Toast", 1)
    observeVerdict("Toast", 2)
  }
  check("rating 3 is \"Worth a try\"", zh: "评分 3 是 \"Worth a try\"") {
    observeVerdict("Toast", 3)
  }
  check(
    "ratings 4 and 5 are \"Must order\" for a meal that is not a salad",
    zh: "不是沙拉的菜品，评分 4 和 5 是 \"Must order\""
  ) {
    observeVerdict("Ramen", 4)
    observeVerdict("Ramen", 5)
  }
  check(
    "ratings 4 and 5 are \"Fresh pick\" for a name ending in Salad",
    zh: "名字以 Salad 结尾的菜品，评分 4 和 5 是 \"Fresh pick\"", hint: 2
  ) {
    observeVerdict("Greek Salad", 4)
    observeVerdict("Greek Salad", 5)
    observeVerdict("Salad", 5)
  }
  check(
    "a salad rated 3 or less gets the verdict for its rating",
    zh: "评分 3 及以下的沙拉，按评分给出评语"
  ) {
    for rating in 0...3 {
      observeVerdict("Greek Salad", rating)
    }
  }
  check(
    "only names that end in \"Salad\", with a capital S, count as salads",
    zh: "只有以 \"Salad\"（大写 S）结尾的名字才算沙拉"
  ) {
    for name in ["Fruit salad", "Salad Bowl", "Saladin's Stew", "SALAD"] {
      observeVerdict(name, 5)
    }
  }
  check(
    "a meal whose name or rating changed gets the verdict for its new values",
    zh: "名字或评分改过的菜品，按新的值给出评语"
  ) {
    var dish = probeMeal("Stew", 5)
    dish.name = "Potato Salad"
    observe(
      verdict(for: dish) as String,
      "var dish = Meal(name: \"Stew\", rating: 5)!; dish.name = \"Potato Salad\"; "
        + "verdict(for: dish)")
    dish.rating = 2
    observe(
      verdict(for: dish) as String,
      "var dish = Meal(name: \"Stew\", rating: 5)!; dish.name = \"Potato Salad\"; "
        + "dish.rating = 2; verdict(for: dish)")
  }
  check("random meals", zh: "随机生成的菜品") {
    let names = ["Salad", "Green Salad", "salad", "Salads", "Ramen", "Salad Bar", "Tea"]
    for _ in 0..<30 {
      observeVerdict(Draw.element(of: names), Draw.int(in: 0...5))
    }
  }
}

private func observeVerdict(_ name: String, _ rating: Int) {
  observe(
    verdict(for: probeMeal(name, rating)) as String,
    "verdict(for: Meal(name: \(name.probeText), rating: \(rating))!)")
}

private func probeMeal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name given here is not empty and every rating is in 0...5, so the init succeeds.
  MealKit.Meal(name: name, rating: rating) ?? MealKit.Meal.samples[0]
}
