import MealKit
import TutorChecks

let checks = Checks {
  check("the samples rated at least 4, best first", zh: "评分至少为 4 的示例菜品，最好的排在前面") {
    observeSamples(minimumRating: 4)
  }
  check("a meal rated exactly the minimum is kept", zh: "评分正好等于下限的菜品要保留", hint: 2) {
    observeSamples(minimumRating: 3)
    observeSamples(minimumRating: 5)
  }
  check("a minimum above every rating gives an empty list", zh: "下限高于所有评分时得到空列表") {
    observeSamples(minimumRating: 6)
  }
  check("no meals give no names", zh: "没有菜品就没有名字") {
    observe(topMealNames([], minimumRating: 0) as [String], "topMealNames([], minimumRating: 0)")
  }
  check("meals with the same rating are in alphabetical order", zh: "评分相同的菜品按字母顺序排列", hint: 3) {
    observeNames([("Waffles", 4), ("Apple Pie", 4), ("Miso Soup", 4)], minimumRating: 1)
  }
  check(
    "names are compared with <: capitals before small letters",
    zh: "名字用 < 比较：大写字母排在小写字母前面", hint: 3
  ) {
    observeNames(
      [("banana bread", 4), ("Zucchini", 4), ("apple pie", 4), ("Apple Pie", 4)], minimumRating: 1)
  }
  check("ratings decide first, names only break ties", zh: "先按评分排序，评分相同时才按名字排序", hint: 3) {
    let pairs = [
      ("Apple Pie", 2), ("Toast", 5), ("Dumplings", 4), ("Zucchini Fritters", 5), ("Bagel", 4),
    ]
    observeNames(pairs, minimumRating: 0)
  }
  check("the order of the input does not matter", zh: "输入的顺序不影响结果") {
    let pairs = [("Ramen", 3), ("Curry", 5), ("Salad", 1), ("Tacos", 3), ("Pizza", 0)]
    for rotation in 0..<pairs.count {
      observeNames(Array(pairs[rotation...] + pairs[..<rotation]), minimumRating: 1)
    }
  }
  check("a minimum of 0 keeps meals rated 0", zh: "下限为 0 时保留评分为 0 的菜品", hint: 2) {
    let pairs = [("Burnt Toast", 0), ("Soup", 2)]
    observeNames(pairs, minimumRating: 0)
    observeNames(pairs, minimumRating: 1)
  }
  check("random meals and minimums", zh: "随机生成的菜品和下限") {
    let names = [
      "Apple Pie", "Bagel", "Curry", "Dumplings", "Pho", "Ramen", "Tacos", "Waffles", "apple tart",
      "bagel 2", "Meal 10", "Meal 9", "zucchini",
    ]
    for _ in 0..<30 {
      let pairs = Draw.array(count: 0...7) { (Draw.element(of: names), Draw.int(in: 0...5)) }
      observeNames(pairs, minimumRating: Draw.int(in: -1...6))
    }
  }
}

private func observeSamples(minimumRating: Int) {
  observe(
    topMealNames(MealKit.Meal.samples, minimumRating: minimumRating) as [String],
    "topMealNames(Meal.samples, minimumRating: \(minimumRating))")
}

/// Observes the top names of meals made from (name, rating) pairs.
private func observeNames(_ pairs: [(String, Int)], minimumRating: Int) {
  let meals = pairs.map { name, rating in
    // Every name given here is not empty and every rating is in 0...5, so the init succeeds.
    MealKit.Meal(name: name, rating: rating) ?? MealKit.Meal.samples[0]
  }
  let written = pairs.map { "Meal(name: \($0.0.probeText), rating: \($0.1))!" }
  observe(
    topMealNames(meals, minimumRating: minimumRating) as [String],
    "topMealNames([\(written.joined(separator: ", "))], minimumRating: \(minimumRating))")
}
