import MealKit
import TutorChecks

let checks = Checks {
  check("the best sample meal is Chicken and Potatoes", zh: "示例菜品中最好的是 Chicken and Potatoes") {
    observe(bestMeal(MealKit.Meal.samples)?.name, "bestMeal(Meal.samples)?.name")
  }
  check("no meals give nil", zh: "没有菜品时返回 nil") {
    observe(bestMeal([]) == nil, "bestMeal([]) == nil")
  }
  check("a single meal is the best", zh: "只有一个菜品时它就是最好的") {
    let only = meal("Toast", 0)
    observe(
      bestMeal([only])?.name, "bestMeal([Toast rated 0])?.name",
      zh: "bestMeal([评分为 0 的 Toast])?.name")
    observe(
      bestMeal([only]) == only, "bestMeal([Toast rated 0]) == that meal",
      zh: "bestMeal([评分为 0 的 Toast]) == 这道菜")
  }
  check("the best meal can be anywhere in the list", zh: "最好的菜品可以在列表的任何位置") {
    for ratings in [[5, 1, 2], [1, 5, 2], [1, 2, 5], [0, 0, 1], [4, 3, 2, 1, 0]] {
      observe(
        bestMeal(menu(ratings))?.name, "bestMeal(meals rated \(ratings))?.name",
        zh: "bestMeal(评分为 \(ratings) 的菜品)?.name")
    }
  }
  check("on a tie the first meal wins", zh: "评分相同时取第一个") {
    for ratings in [[3, 5, 2, 5], [4, 4], [0, 0, 0], [2, 5, 5, 5, 1]] {
      observe(
        bestMeal(menu(ratings))?.name, "bestMeal(meals rated \(ratings))?.name",
        zh: "bestMeal(评分为 \(ratings) 的菜品)?.name")
    }
  }
  check("all meals rated 0 still have a best meal", zh: "所有菜品都是 0 分时仍然有最好的菜品") {
    observe(
      bestMeal(menu([0, 0]))?.name, "bestMeal(meals rated [0, 0])?.name",
      zh: "bestMeal(评分为 [0, 0] 的菜品)?.name")
  }
  check("the photo and name come with the best meal", zh: "最好的菜品连同照片和名字一起返回") {
    let meals = Array(MealKit.Meal.samples.reversed()) + [meal("Late Snack", 5)]
    let best = bestMeal(meals)
    let call = "bestMeal(Meal.samples.reversed() + [Late Snack rated 5])"
    let chinese = "bestMeal(Meal.samples.reversed() + [评分为 5 的 Late Snack])"
    observe(best?.name, "\(call)?.name", zh: "\(chinese)?.name")
    observe(
      best == MealKit.Meal.samples[1], "\(call) == Meal.samples[1], photo included",
      zh: "\(chinese) == Meal.samples[1]（连同照片）")
  }
  check("random lists", zh: "随机列表") {
    for _ in 0..<30 {
      let ratings = Draw.array(count: 0...7) { Draw.int(in: 0...5) }
      observe(
        bestMeal(menu(ratings))?.name, "bestMeal(meals rated \(ratings))?.name",
        zh: "bestMeal(评分为 \(ratings) 的菜品)?.name")
    }
  }
}

private func meal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name used here is non-empty and every rating in 0...5, so the init succeeds.
  MealKit.Meal(name: name, photo: nil, rating: rating) ?? MealKit.Meal.samples[0]
}

/// Meals named "dish 1", "dish 2", … with these ratings.
private func menu(_ ratings: [Int]) -> [MealKit.Meal] {
  ratings.enumerated().map { meal("dish \($0.offset + 1)", $0.element) }
}
