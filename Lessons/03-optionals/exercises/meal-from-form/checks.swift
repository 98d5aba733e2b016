import MealKit
import TutorChecks

let checks = Checks {
  check(
    "a filled-in form makes the meal Meal(name:rating:) would make",
    zh: "填好的表单得到的菜品与 Meal(name:rating:) 创建的相同"
  ) {
    let made = mealFromForm(name: "Ramen", ratingText: "4")
    observe(made?.name, "mealFromForm(name: \"Ramen\", ratingText: \"4\")?.name")
    observe(made?.rating, "mealFromForm(name: \"Ramen\", ratingText: \"4\")?.rating")
    observe(
      made == MealKit.Meal(name: "Ramen", rating: 4),
      "mealFromForm(name: \"Ramen\", ratingText: \"4\") == Meal(name: \"Ramen\", rating: 4)")
  }
  check("the new meal has no photo", zh: "新菜品没有照片") {
    let made = mealFromForm(name: "Tacos", ratingText: "3")
    observeForm(name: "Tacos", ratingText: "3")
    observe(made?.photo == nil, "mealFromForm(name: \"Tacos\", ratingText: \"3\")?.photo == nil")
  }
  check(
    "the lowest and highest ratings, 0 and 5, are accepted",
    zh: "最低和最高的评分 0 和 5 都可以接受"
  ) {
    for text in ["0", "5"] {
      observeForm(name: "Edge", ratingText: text)
    }
  }
  check("a missing name gives nil", zh: "缺少名字时返回 nil", hint: 1) {
    observeForm(name: nil, ratingText: "4")
  }
  check("a missing rating field gives nil", zh: "缺少评分时返回 nil", hint: 1) {
    observeForm(name: "Ramen", ratingText: nil)
    observeForm(name: nil, ratingText: nil)
  }
  check("rating text that is not a whole number gives nil", zh: "评分文字不是整数时返回 nil", hint: 2) {
    for text in ["four", "", " 4", "4.0", "4 stars"] {
      observeForm(name: "Ramen", ratingText: text)
    }
  }
  check("a rating outside 0...5 gives nil", zh: "评分不在 0...5 之内时返回 nil", hint: 3) {
    for text in ["6", "-1", "10", "-0005", "99999"] {
      observeForm(name: "Ramen", ratingText: text)
    }
  }
  check("an empty name gives nil", zh: "名字为空时返回 nil", hint: 3) {
    observeForm(name: "", ratingText: "3")
  }
  check("names and ratings are used exactly as given", zh: "名字和评分按传进来的原样使用") {
    let forms: [(String, String)] = [
      (" Soup ", "2"), ("Crème brûlée", "5"), ("x", "1"), ("Pasta with Meatballs", "+3"),
      ("Tea", "007"),
    ]
    for (name, text) in forms {
      observeForm(name: name, ratingText: text)
    }
  }
  check("random forms", zh: "随机生成的表单") {
    for _ in 0..<30 {
      let name = Draw.element(of: [nil, "", "Soup", " Tea", "Pho"]) as String?
      let text: String? =
        switch Draw.int(in: 0...5) {
        case 0: nil
        case 1: Draw.string(length: 0...3, from: "0123456-+ x.")
        default: String(Draw.int(in: -2...7))
        }
      observeForm(name: name, ratingText: text)
    }
  }
}

/// Observes the whole meal a form makes (its name, photo and rating), or nil.
private func observeForm(name: String?, ratingText: String?) {
  observeFields(
    of: mealFromForm(name: name, ratingText: ratingText) as MealKit.Meal?,
    ["name", "photo", "rating"],
    "mealFromForm(name: \(probeLiteral(name)), ratingText: \(probeLiteral(ratingText)))")
}

private func probeLiteral(_ value: String?) -> String {
  value.map(\.probeText) ?? "nil"
}
