import MealKit
import TutorChecks

let checks = Checks {
  check(
    "Caprese Salad (rating 4) is \"Caprese Salad: ★★★★☆\"",
    zh: "Caprese Salad（评分 4）显示为 \"Caprese Salad: ★★★★☆\""
  ) {
    observe(starLine(for: MealKit.Meal.samples[0]) as String, "starLine(for: Meal.samples[0])")
  }
  check("every sample meal gets its own line", zh: "每道示例菜品都有自己的一行") {
    observe(
      MealKit.Meal.samples.map { starLine(for: $0) } as [String],
      "Meal.samples.map { starLine(for: $0) }")
  }
  check("rating 0 gives five empty stars", zh: "评分 0 是五颗空心星") {
    observeLine("Toast", 0)
  }
  check(
    "rating 5 gives five filled stars and no empty ones",
    zh: "评分 5 是五颗实心星，没有空心星"
  ) {
    observeLine("Pho", 5)
  }
  check("rating 1 gives one filled star and four empty ones", zh: "评分 1 是一颗实心星和四颗空心星") {
    observeLine("Plain Rice", 1)
  }
  check("every rating from 0 to 5 gives exactly five stars", zh: "从 0 到 5 的每个评分都正好是五颗星") {
    for rating in 0...5 {
      observeLine("Dish", rating)
    }
  }
  check("the name is used exactly as it is, accents and all", zh: "名字原样使用，重音符号等都保留") {
    observeLine("Crème brûlée", 2)
  }
  check("a meal whose rating was changed shows the new rating", zh: "评分改过的菜品显示新的评分") {
    var soup = probeMeal("Soup", 1)
    soup.rating = 3
    observe(
      starLine(for: soup) as String,
      "var soup = Meal(name: \"Soup\", rating: 1)!; soup.rating = 3; starLine(for: soup)")
  }
  check("random names and ratings", zh: "随机生成的名字和评分") {
    for _ in 0..<20 {
      observeLine(Draw.string(length: 1...10, from: "abcXYZ :-é★"), Draw.int(in: 0...5))
    }
  }
}

private func observeLine(_ name: String, _ rating: Int) {
  observe(
    starLine(for: probeMeal(name, rating)) as String,
    "starLine(for: Meal(name: \(name.probeText), rating: \(rating))!)")
}

private func probeMeal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name given here is not empty and every rating is in 0...5, so the init succeeds.
  MealKit.Meal(name: name, rating: rating) ?? MealKit.Meal.samples[0]
}
