import MealKit
import TutorChecks

let checks = Checks {
  check("Caprese Salad's photo is labelled \"meal1\"", zh: "Caprese Salad 的照片标签是 \"meal1\"") {
    observe(photoLabel(of: MealKit.Meal.samples[0]) as String?, "photoLabel(of: Meal.samples[0])")
  }
  check("every sample meal gives its own photo's label", zh: "每道示例菜品都给出自己照片的标签") {
    observe(
      MealKit.Meal.samples.map { photoLabel(of: $0) } as [String?],
      "Meal.samples.map { photoLabel(of: $0) }")
  }
  check("no meal gives nil", zh: "没有菜品时返回 nil", hint: 1) {
    observe(photoLabel(of: nil) as String?, "photoLabel(of: nil)")
  }
  check("a meal without a photo gives nil", zh: "没有照片的菜品返回 nil", hint: 1) {
    let toast = MealKit.Meal(name: "Toast", rating: 2)
    observe(photoLabel(of: toast) as String?, "photoLabel(of: Meal(name: \"Toast\", rating: 2))")
  }
  check("a photo's label is returned exactly as stored", zh: "照片的标签按存储的原样返回") {
    observeLabel("Bowl of Ramen #2", bytes: [0x89, 0x50])
  }
  check("a photo with an empty label gives \"\", not nil", zh: "标签为空的照片返回 \"\"，而不是 nil", hint: 2) {
    observeLabel("", bytes: [])
  }
  check(
    "a photo added later is found, and a removed one is gone",
    zh: "后来加上的照片能找到，移除的照片就没有了"
  ) {
    var soup = MealKit.Meal(name: "Soup", rating: 3)
    soup?.photo = MealKit.Photo(label: "soup", bytes: [7])
    observe(
      photoLabel(of: soup) as String?,
      "var soup = Meal(name: \"Soup\", rating: 3); soup?.photo = Photo(label: \"soup\", "
        + "bytes: [7]); photoLabel(of: soup)")
    soup?.photo = nil
    observe(
      photoLabel(of: soup) as String?,
      "var soup = Meal(name: \"Soup\", rating: 3); soup?.photo = Photo(label: \"soup\", "
        + "bytes: [7]); soup?.photo = nil; photoLabel(of: soup)")
  }
  check("random meals, with and without photos", zh: "随机生成的菜品，有的有照片，有的没有") {
    for _ in 0..<20 {
      if Draw.int(in: 0...4) == 0 {
        observe(photoLabel(of: nil) as String?, "photoLabel(of: nil)")
      } else if Draw.bool() {
        let rating = Draw.int(in: 0...5)
        let meal = MealKit.Meal(name: "Dish", rating: rating)
        observe(
          photoLabel(of: meal) as String?,
          "photoLabel(of: Meal(name: \"Dish\", rating: \(rating)))")
      } else {
        observeLabel(Draw.string(length: 0...8, from: "ab1 #_é"), bytes: [1])
      }
    }
  }
}

/// Observes the photo label of a meal whose photo is labelled `label`.
private func observeLabel(_ label: String, bytes: [UInt8]) {
  let photo = MealKit.Photo(label: label, bytes: bytes)
  let meal = MealKit.Meal(name: "Dish", photo: photo, rating: 3)
  observe(
    photoLabel(of: meal) as String?,
    "photoLabel(of: Meal(name: \"Dish\", photo: Photo(label: \(label.probeText), bytes: "
      + "\(bytes)), rating: 3))")
}
