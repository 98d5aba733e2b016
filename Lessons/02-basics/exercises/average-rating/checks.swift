import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("12 stars over 3 meals average 4.0") {
    try expectApproximately(
      averageRating(total: 12, count: 3), 4.0, "averageRating(total: 12, count: 3)")
  }
  check("the fraction is kept: 7 stars over 2 meals average 3.5") {
    try expectApproximately(
      averageRating(total: 7, count: 2), 3.5, "averageRating(total: 7, count: 2)")
  }
  check("13 stars over 3 meals average 4.333…") {
    try expectApproximately(
      averageRating(total: 13, count: 3), 13.0 / 3.0, "averageRating(total: 13, count: 3)")
  }
  check("no stars at all average 0.0") {
    try expectApproximately(
      averageRating(total: 0, count: 4), 0.0, "averageRating(total: 0, count: 4)")
  }
  check("a single meal's average is its own rating") {
    for total in 0...5 {
      try expectApproximately(
        averageRating(total: total, count: 1), Double(total),
        "averageRating(total: \(total), count: 1)")
    }
  }
  check("the three sample meals average 4.0") {
    let meals = MealKit.Meal.samples
    var total = 0
    for meal in meals { total += meal.rating }
    try expectApproximately(
      averageRating(total: total, count: meals.count), 4.0,
      "averageRating(total: \(total), count: \(meals.count))")
  }
  check("many totals and counts, large ones too") {
    let pairs = [(1, 3), (2, 3), (9, 4), (17, 5), (1_000_001, 2), (123_456, 1_000), (5, 8)]
    for (total, count) in pairs {
      try expectApproximately(
        averageRating(total: total, count: count), Double(total) / Double(count),
        "averageRating(total: \(total), count: \(count))")
    }
  }
}
