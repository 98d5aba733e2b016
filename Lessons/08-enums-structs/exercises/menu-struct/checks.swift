import MealKit
import TutorChecks

let checks = Checks {
  check("Menu() is empty, with an average of 0", zh: "Menu() 是空的，平均分为 0") {
    let menu = Menu()
    observe(list(menu.meals), "Menu().meals")
    observe(menu.averageRating, "Menu().averageRating", tolerance: 1e-9)
  }
  check("Menu(meals:) keeps the meals in order", zh: "Menu(meals:) 按顺序保存菜品") {
    let menu = Menu(meals: MealKit.Meal.samples)
    observe(list(menu.meals), "Menu(meals: Meal.samples).meals")
    observe(menu.meals == MealKit.Meal.samples, "Menu(meals: Meal.samples).meals == Meal.samples")
  }
  check(
    "averageRating of the samples (4, 5, 3) is 4.0, of ratings 1 and 2 is 1.5",
    zh: "示例菜品 (4, 5, 3) 的 averageRating 是 4.0，评分 1 和 2 的是 1.5"
  ) {
    observe(
      Menu(meals: MealKit.Meal.samples).averageRating, "Menu(meals: Meal.samples).averageRating",
      tolerance: 1e-9)
    for ratings in [[1, 2], [0, 0, 1]] {
      observe(
        Menu(meals: meals(rated: ratings)).averageRating,
        "averageRating of a menu rated \(ratings)", zh: "菜品评分为 \(ratings) 时菜单的 averageRating",
        tolerance: 1e-9)
    }
  }
  check("add(_:) appends meals at the end", zh: "add(_:) 把菜品追加到末尾") {
    var menu = Menu()
    menu.add(meal("Soup", 3))
    menu.add(meal("Bread", 4))
    menu.add(meal("Cake", 5))
    observe(
      list(menu.meals), "meals after adding Soup 3, Bread 4, Cake 5 to Menu()",
      zh: "向 Menu() 添加 Soup 3、Bread 4、Cake 5 之后的 meals")
  }
  check(
    "add(_:) ignores a name that is already on the menu", zh: "add(_:) 忽略菜单上已有的名字"
  ) {
    var menu = Menu(meals: MealKit.Meal.samples)
    menu.add(meal("Caprese Salad", 1))
    observe(
      list(menu.meals), "meals of Menu(meals: Meal.samples) after adding Caprese Salad 1",
      zh: "Menu(meals: Meal.samples) 添加 Caprese Salad 1 之后的 meals")
    observe(
      menu.meals == MealKit.Meal.samples, "then meals == Meal.samples",
      zh: "此时 meals == Meal.samples")
    menu.add(meal("caprese salad", 2))
    observe(
      list(menu.meals), "then after adding caprese salad 2 (a different name)",
      zh: "再添加 caprese salad 2（名字不同）之后的 meals")
  }
  check("rate(_:stars:) changes the meal inside the menu", zh: "rate(_:stars:) 修改菜单里的菜品") {
    var menu = Menu(meals: MealKit.Meal.samples)
    menu.rate("Chicken and Potatoes", stars: 2)
    let call = "Menu(meals: Meal.samples) after rate(\"Chicken and Potatoes\", stars: 2)"
    let chinese = "调用 rate(\"Chicken and Potatoes\", stars: 2) 之后 Menu(meals: Meal.samples)"
    observe(list(menu.meals), "meals of \(call)", zh: "\(chinese) 的 meals")
    observe(
      menu.averageRating, "averageRating of \(call)", zh: "\(chinese) 的 averageRating",
      tolerance: 1e-9)
  }
  check(
    "rate accepts 0 and 5, ignores -1, 6 and unknown names",
    zh: "rate 接受 0 和 5，忽略 -1、6 和不存在的名字"
  ) {
    var menu = Menu(meals: MealKit.Meal.samples)
    menu.rate("Pasta with Meatballs", stars: 0)
    menu.rate("Caprese Salad", stars: 5)
    observe(
      list(menu.meals), "meals after rating Pasta with Meatballs 0 and Caprese Salad 5",
      zh: "给 Pasta with Meatballs 评 0 分、给 Caprese Salad 评 5 分之后的 meals")
    menu.rate("Caprese Salad", stars: 6)
    menu.rate("Pasta with Meatballs", stars: -1)
    menu.rate("Pizza", stars: 3)
    observe(
      list(menu.meals),
      "then after rate(\"Caprese Salad\", stars: 6), rate(\"Pasta with Meatballs\", stars: -1), "
        + "rate(\"Pizza\", stars: 3)",
      zh: "再调用 rate(\"Caprese Salad\", stars: 6)、rate(\"Pasta with Meatballs\", stars: -1)、"
        + "rate(\"Pizza\", stars: 3) 之后的 meals")
  }
  check("a copy of a menu is independent of the original", zh: "菜单的副本与原菜单相互独立") {
    let original = Menu(meals: MealKit.Meal.samples)
    var copy = original
    copy.rate("Caprese Salad", stars: 1)
    copy.add(meal("Dumplings", 5))
    observe(
      list(original.meals), "the original's meals after changing the copy",
      zh: "修改副本之后原菜单的 meals")
    observe(
      original.meals == MealKit.Meal.samples, "the original's meals == Meal.samples",
      zh: "原菜单的 meals == Meal.samples")
    observe(
      list(copy.meals), "the copy's meals after rating Caprese Salad 1, adding Dumplings 5",
      zh: "给 Caprese Salad 评 1 分、添加 Dumplings 5 之后副本的 meals")
    observe(
      original.averageRating, "the original's averageRating", zh: "原菜单的 averageRating",
      tolerance: 1e-9)
  }
  check("random adds and ratings", zh: "随机的添加和评分操作") {
    var menu = Menu()
    var done: [String] = []
    var chinese: [String] = []
    let names = ["Soup", "Toast", "Pho", "soup", "Cake"]
    for _ in 0..<25 {
      let name = Draw.element(of: names)
      let stars = Draw.int(in: -1...6)
      if Draw.bool() {
        menu.add(meal(name, min(max(stars, 0), 5)))
        done.append("add \(name) \(min(max(stars, 0), 5))")
        chinese.append("添加 \(name) \(min(max(stars, 0), 5))")
      } else {
        menu.rate(name, stars: stars)
        done.append("rate(\"\(name)\", stars: \(stars))")
        chinese.append("rate(\"\(name)\", stars: \(stars))")
      }
      observe(
        list(menu.meals), "meals of Menu() after \(done.joined(separator: ", "))",
        zh: "Menu() 依次经过这些操作之后的 meals（\(chinese.joined(separator: "、"))）")
      observe(
        menu.averageRating, "then averageRating", zh: "此时的 averageRating", tolerance: 1e-9)
    }
  }
}

/// The meals as `"Soup: 3 stars"` (whole meals, photos included, are compared with `==`).
private func list(_ meals: [MealKit.Meal]) -> [String] {
  meals.map { "\($0.name): \($0.rating) stars" }
}

private func meal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name used here is non-empty and every rating in 0...5, so the init succeeds.
  MealKit.Meal(name: name, rating: rating) ?? MealKit.Meal.samples[0]
}

/// Meals named "dish 1", "dish 2", … with these ratings.
private func meals(rated ratings: [Int]) -> [MealKit.Meal] {
  ratings.enumerated().map { meal("dish \($0.offset + 1)", $0.element) }
}
