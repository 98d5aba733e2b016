import MealKit
import TutorChecks

let checks = Checks {
  check("nil is described as \"No meal\"", zh: "nil 描述为 \"No meal\"", hint: 2) {
    observe(describe(nil) as String, "describe(nil)")
  }
  check(
    "Caprese Salad is \"Caprese Salad: 4 stars\"",
    zh: "Caprese Salad 描述为 \"Caprese Salad: 4 stars\""
  ) {
    observe(describe(MealKit.Meal.samples[0]) as String, "describe(Meal.samples[0])")
  }
  check(
    "every sample meal is described as \"<name>: <rating> stars\"",
    zh: "每道示例菜品都描述为 \"<名字>: <评分> stars\""
  ) {
    observe(
      MealKit.Meal.samples.map { describe($0) } as [String], "Meal.samples.map { describe($0) }")
  }
  check("a meal rated 0 is \"<name>: 0 stars\"", zh: "评分为 0 的菜品描述为 \"<名字>: 0 stars\"", hint: 3) {
    observeDescription("Toast", 0)
  }
  check("a meal rated 5 is \"<name>: 5 stars\"", zh: "评分为 5 的菜品描述为 \"<名字>: 5 stars\"", hint: 3) {
    observeDescription("Pho", 5)
  }
  check("a rating of 1 still says \"stars\"", zh: "评分为 1 时也写 \"stars\"", hint: 3) {
    observeDescription("Plain Rice", 1)
  }
  check("the photo does not change the text", zh: "照片不影响描述文字") {
    let photo = MealKit.Photo(label: "bowl", bytes: [1, 2, 3])
    let withPhoto = MealKit.Meal(name: "Miso Soup", photo: photo, rating: 3)
    observe(
      describe(withPhoto) as String,
      "describe(Meal(name: \"Miso Soup\", photo: Photo(label: \"bowl\", bytes: [1, 2, 3]), "
        + "rating: 3))")
    observeDescription("Miso Soup", 3)
  }
  check(
    "a meal changed after it was made shows its new name and rating",
    zh: "创建后被修改的菜品显示新的名字和评分"
  ) {
    var dish = probeMeal("Draft", 2)
    dish.name = "Green Curry"
    dish.rating = 4
    observe(
      describe(dish) as String,
      "var dish = Meal(name: \"Draft\", rating: 2); dish?.name = \"Green Curry\"; "
        + "dish?.rating = 4; describe(dish)")
  }
  check("many meals, and nil among them", zh: "许多菜品，其中夹着 nil") {
    let meals: [MealKit.Meal?] = [
      probeMeal("Bánh mì", 2), nil, probeMeal("Tea", 1), nil, probeMeal("Dumplings: pork", 5),
    ]
    observe(
      meals.map { describe($0) } as [String],
      "[Meal(name: \"Bánh mì\", rating: 2), nil, Meal(name: \"Tea\", rating: 1), nil, "
        + "Meal(name: \"Dumplings: pork\", rating: 5)].map { describe($0) }")
  }
  check("random meals and nil", zh: "随机生成的菜品和 nil") {
    for _ in 0..<20 {
      // nil or not first, so that every drawn name is one the student's code sees.
      if Draw.int(in: 0...3) == 0 {
        observe(describe(nil) as String, "describe(nil)")
      } else {
        observeDescription(Draw.string(length: 1...8, from: "abcXYZ :1é"), Draw.int(in: 0...5))
      }
    }
  }
}

private func observeDescription(_ name: String, _ rating: Int) {
  observe(
    describe(probeMeal(name, rating)) as String,
    "describe(Meal(name: \(name.probeText), rating: \(rating)))")
}

private func probeMeal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name given here is not empty and every rating is in 0...5, so the init succeeds.
  MealKit.Meal(name: name, rating: rating) ?? MealKit.Meal.samples[0]
}
