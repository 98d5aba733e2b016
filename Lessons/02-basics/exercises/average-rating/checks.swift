import MealKit
import TutorChecks

let checks = Checks {
  check("12 stars over 3 meals average 4.0", zh: "3 道菜共 12 颗星，平均 4.0") {
    observeAverage(total: 12, count: 3)
  }
  check(
    "the fraction is kept: 7 stars over 2 meals average 3.5",
    zh: "小数部分要保留：2 道菜共 7 颗星，平均 3.5"
  ) {
    observeAverage(total: 7, count: 2)
  }
  check("13 stars over 3 meals average 4.333…", zh: "3 道菜共 13 颗星，平均 4.333…") {
    observeAverage(total: 13, count: 3)
  }
  check("no stars at all average 0.0", zh: "一颗星都没有，平均 0.0") {
    observeAverage(total: 0, count: 4)
  }
  check("a single meal's average is its own rating", zh: "只有一道菜时，平均分就是它自己的评分") {
    for total in 0...5 {
      observeAverage(total: total, count: 1)
    }
  }
  check("the three sample meals average 4.0", zh: "三道示例菜品的平均分是 4.0") {
    let meals = MealKit.Meal.samples
    var total = 0
    for meal in meals { total += meal.rating }
    observeAverage(total: total, count: meals.count)
  }
  check("many totals and counts, large ones too", zh: "各种总数和个数，也包括很大的数") {
    let pairs = [(1, 3), (2, 3), (9, 4), (17, 5), (1_000_001, 2), (123_456, 1_000), (5, 8)]
    for (total, count) in pairs {
      observeAverage(total: total, count: count)
    }
  }
  check("random totals and counts", zh: "随机生成的总数和个数") {
    for _ in 0..<30 {
      let count = Draw.int(in: 1...40)
      observeAverage(total: Draw.int(in: 0...(5 * count)), count: count)
    }
  }
}

private func observeAverage(total: Int, count: Int) {
  observe(
    averageRating(total: total, count: count) as Double,
    "averageRating(total: \(total), count: \(count))", tolerance: 1e-9)
}
