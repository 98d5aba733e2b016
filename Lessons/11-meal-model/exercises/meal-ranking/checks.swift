import MealKit
import TutorChecks

let checks = Checks {
  check("the sample meals are ranked 5, 4, 3", zh: "示例菜品按 5、4、3 排名") {
    observe(ranked(MealKit.Meal.samples).map(\.name), "ranked(Meal.samples).map(\\.name)")
  }
  check("meals are ranked by rating, highest first", zh: "菜品按评分排名，评分高的在前") {
    for ratings in [[1, 3, 2], [0, 5, 4, 1], [5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5]] {
      let meals = ratings.enumerated().map { meal("dish \($0.offset)", $0.element) }
      observe(
        ranked(meals).map(\.rating), "ranked(meals rated \(ratings)).map(\\.rating)",
        zh: "ranked(评分为 \(ratings) 的菜品).map(\\.rating)")
    }
  }
  check("equal ratings are ordered by name", zh: "评分相同时按名字排序") {
    let meals = [meal("Pho", 4), meal("Gnocchi", 4), meal("Tacos", 5), meal("Bibimbap", 4)]
    observe(
      ranked(meals).map(\.name), "ranked([Pho 4, Gnocchi 4, Tacos 5, Bibimbap 4]).map(\\.name)")
  }
  check("names are compared ignoring case", zh: "比较名字时忽略大小写") {
    let meals = [meal("Banana bread", 3), meal("cherry tart", 3), meal("apple pie", 3)]
    observe(
      ranked(meals).map(\.name),
      "ranked([Banana bread 3, cherry tart 3, apple pie 3]).map(\\.name)")
  }
  check("digits in names compare as characters", zh: "名字里的数字按字符比较") {
    let meals = [meal("Meal 9", 2), meal("meal 10", 2), meal("Meal 1", 2), meal("Dish 20", 2)]
    observe(
      ranked(meals).map(\.name), "ranked([Meal 9 2, meal 10 2, Meal 1 2, Dish 20 2]).map(\\.name)")
  }
  check(
    "ranking keeps every meal, photos included, and [] stays []",
    zh: "排名保留所有菜品（包括照片），[] 仍然是 []"
  ) {
    let meals = MealKit.Meal.samples + [meal("Toast", 0)]
    let result = ranked(meals)
    let call = "ranked(Meal.samples + [Toast 0])"
    observe(result.count, "\(call).count")
    observe(result.map(\.name), "\(call).map(\\.name)")
    observe(result.first == MealKit.Meal.samples[1], "\(call).first == Meal.samples[1]")
    observe(
      result.map { $0.photo?.label }, "\(call).map { $0.photo?.label }")
    observe(ranked([]).map(\.name), "ranked([]).map(\\.name)")
  }
  check("the sample ranking lines are exact", zh: "示例菜品的排名行完全一致") {
    observe(rankingLines(MealKit.Meal.samples), "rankingLines(Meal.samples)")
  }
  check(
    "ranking lines show 0 and 5 stars and number after sorting",
    zh: "排名行能显示 0 颗星和 5 颗星，并在排序后编号"
  ) {
    let meals = [meal("Toast", 0), meal("Cake", 5), meal("apple", 1)]
    observe(rankingLines(meals), "rankingLines([Toast 0, Cake 5, apple 1])")
  }
  check("no meals give no lines", zh: "没有菜品时没有行") {
    observe(rankingLines([]), "rankingLines([])")
  }
  check("random menus", zh: "随机菜单") {
    let pool = [
      "Apple pie", "apple tart", "Banana", "bagel", "Cake", "cocoa", "Dal", "donut", "Meal 9",
      "meal 10", "Meal 100", "Dish 2",
    ]
    for _ in 0..<20 {
      let names = Array(Draw.shuffled(pool).prefix(Draw.int(in: 0...6)))
      let meals = names.map { meal($0, Draw.int(in: 0...5)) }
      let text = meals.map { "\($0.name) \($0.rating)" }.joined(separator: ", ")
      observe(ranked(meals).map(\.name), "ranked([\(text)]).map(\\.name)")
      observe(rankingLines(meals), "rankingLines([\(text)])")
    }
  }
}

private func meal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name used here is non-empty and every rating in 0...5, so the init succeeds.
  MealKit.Meal(name: name, photo: nil, rating: rating) ?? MealKit.Meal.samples[0]
}
