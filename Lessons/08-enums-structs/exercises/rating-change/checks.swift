import MealKit
import TutorChecks

let checks = Checks {
  check(".rated(n) sets the rating to n", zh: ".rated(n) 把评分设为 n") {
    for (index, stars) in [(0, 2), (1, 3), (2, 5)] {
      let meal = MealKit.Meal.samples[index]
      observe(
        RatingChange.rated(stars).applied(to: meal).rating,
        "RatingChange.rated(\(stars)).applied(to: \(meal)!).rating")
    }
  }
  check(".rated accepts the boundaries 0 and 5", zh: ".rated 接受边界值 0 和 5") {
    let meal = makeMeal("Soup", 3)
    observe(
      RatingChange.rated(0).applied(to: meal).rating,
      "RatingChange.rated(0).applied(to: \(meal)!).rating")
    observe(
      RatingChange.rated(5).applied(to: meal).rating,
      "RatingChange.rated(5).applied(to: \(meal)!).rating")
  }
  check(".rated ignores ratings outside 0...5", zh: ".rated 忽略 0...5 以外的评分") {
    let meal = makeMeal("Soup", 3)
    for stars in [-1, 6, 9, -20] {
      observe(
        RatingChange.rated(stars).applied(to: meal).rating,
        "RatingChange.rated(\(stars)).applied(to: \(meal)!).rating")
    }
  }
  check(".starAdded adds one star, up to 5", zh: ".starAdded 加一颗星，最多到 5") {
    for before in [0, 3, 4, 5] {
      let meal = makeMeal("Pie", before)
      observe(
        RatingChange.starAdded.applied(to: meal).rating,
        "RatingChange.starAdded.applied(to: \(meal)!).rating")
    }
  }
  check(".starRemoved removes one star, down to 0", zh: ".starRemoved 减一颗星，最少到 0") {
    for before in [5, 2, 1, 0] {
      let meal = makeMeal("Pie", before)
      observe(
        RatingChange.starRemoved.applied(to: meal).rating,
        "RatingChange.starRemoved.applied(to: \(meal)!).rating")
    }
  }
  check(".cleared sets the rating to 0", zh: ".cleared 把评分清零") {
    for before in [0, 1, 5] {
      let meal = makeMeal("Toast", before)
      observe(
        RatingChange.cleared.applied(to: meal).rating,
        "RatingChange.cleared.applied(to: \(meal)!).rating")
    }
  }
  check("the name and the photo are kept", zh: "名字和照片保持不变") {
    let photo = Photo(label: "plate.jpg", bytes: [1, 2, 3])
    // A valid name and rating: the library's init succeeds.
    let meal =
      MealKit.Meal(name: "Ramen", photo: photo, rating: 2) ?? MealKit.Meal.samples[0]
    let changes: [(RatingChange, String)] = [
      (.rated(4), ".rated(4)"), (.starAdded, ".starAdded"), (.starRemoved, ".starRemoved"),
      (.cleared, ".cleared"), (.rated(8), ".rated(8)"),
    ]
    for (change, text) in changes {
      let result = change.applied(to: meal)
      let call = "\(text).applied(to: Ramen rated 2 with photo plate.jpg)"
      let chinese = "\(text).applied(to: 评分为 2、带照片 plate.jpg 的 Ramen)"
      observe(result.name, "\(call).name", zh: "\(chinese).name")
      observe(
        result.photo == photo, "\(call).photo == the same photo",
        zh: "\(chinese).photo == 同一张照片")
    }
  }
  check("a series of changes applied one after another", zh: "依次应用一系列变化") {
    let changes: [RatingChange] = [
      .starAdded, .starAdded, .rated(1), .starRemoved, .starRemoved, .rated(7), .starAdded,
    ]
    let start = makeMeal("Tacos", 4)
    let end = changes.reduce(start) { meal, change in change.applied(to: meal) }
    observe(
      end.rating,
      "rating of \(start) after [.starAdded, .starAdded, .rated(1), .starRemoved, "
        + ".starRemoved, .rated(7), .starAdded]",
      zh: "对 \(start) 依次应用 [.starAdded, .starAdded, .rated(1), .starRemoved, "
        + ".starRemoved, .rated(7), .starAdded] 之后的 rating")
  }
  check("random series of changes", zh: "随机的一系列变化") {
    for _ in 0..<15 {
      var meal = makeMeal("Soup", Draw.int(in: 0...5))
      var applied = "\(meal)"
      let start = "\(meal)"
      var changes: [String] = []
      for _ in 0..<Draw.int(in: 1...6) {
        let (change, text) = randomChange()
        meal = change.applied(to: meal)
        applied += " then \(text)"
        changes.append(text)
        observe(
          meal.rating, "rating of \(applied)",
          zh: "对 \(start) 依次应用 \(changes.joined(separator: "、")) 之后的 rating")
      }
    }
  }
}

private func makeMeal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name used here is non-empty and every rating in 0...5, so the init succeeds.
  MealKit.Meal(name: name, rating: rating) ?? MealKit.Meal.samples[0]
}

/// A drawn change and how it is written.
private func randomChange() -> (RatingChange, String) {
  switch Draw.int(in: 0...4) {
  case 0: return (.starAdded, ".starAdded")
  case 1: return (.starRemoved, ".starRemoved")
  case 2: return (.cleared, ".cleared")
  default:
    let stars = Draw.int(in: -2...7)
    return (.rated(stars), ".rated(\(stars))")
  }
}
