import MealKit
import TutorChecks

let checks = Checks {
  check("a name and a rating in range make a meal", zh: "名字和范围内的评分可以构造出菜品") {
    observeMeal("Newest meal", nil, 5)
    observeMeal("Caprese Salad", nil, 4)
  }
  check("an empty name is rejected", zh: "空名字被拒绝") {
    observeMeal("", nil, 0)
    observeMeal("", toast, 3)
  }
  check("a negative rating is rejected", zh: "负评分被拒绝") {
    observeMeal("Really bad rating", nil, -1)
    observeMeal("Soup", toast, -100)
  }
  check("a rating above 5 is rejected", zh: "高于 5 的评分被拒绝") {
    observeMeal("Too good", nil, 6)
    observeMeal("Soup", nil, 42)
  }
  check("ratings 0 and 5, the ends of the range, are accepted", zh: "范围两端的评分 0 和 5 被接受") {
    observeMeal("Zero stars", nil, 0)
    observeMeal("Five stars", toast, 5)
  }
  check("the photo is kept", zh: "照片被保存下来") {
    observeMeal("French Toast", toast, 2)
    observe(
      Meal(name: "French Toast", photo: toast, rating: 2)?.photo == toast,
      toastSetup + "Meal(name: \"French Toast\", photo: toast, rating: 2)?.photo == toast")
    let sample = Photo(label: "meal1", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    observeMeal("Caprese Salad", sample, 4, photo: "meal1")
    observe(
      Meal(name: "Caprese Salad", photo: sample, rating: 4)?.photo?.bytes,
      meal1Setup + "Meal(name: \"Caprese Salad\", photo: meal1, rating: 4)?.photo?.bytes")
  }
  check("a nil photo stays nil", zh: "nil 照片仍然是 nil") {
    let meal = Meal(name: "Plain Rice", photo: nil, rating: 1)
    let call = "Meal(name: \"Plain Rice\", photo: nil, rating: 1)"
    observe(meal == nil, "\(call) == nil")
    observe(meal?.photo == nil, "\(call)?.photo == nil")
  }
  check("a name of one space is valid, as in MealKit", zh: "只有一个空格的名字是有效的，与 MealKit 一致") {
    observeMeal(" ", nil, 3)
  }
  check("a long name is kept whole", zh: "很长的名字被完整保存") {
    observeMeal(
      String(repeating: "Spaghetti ", count: 30), toast, 3,
      call: toastSetup
        + "Meal(name: String(repeating: \"Spaghetti \", count: 30), photo: toast, rating: 3)")
  }
  check("Meal is a class with changeable properties", zh: "Meal 是类，属性可以修改") {
    let meal = Meal(name: "Soup", photo: nil, rating: 2)
    let call = "Meal(name: \"Soup\", photo: nil, rating: 2)"
    observe(meal == nil, "\(call) == nil")
    observeIsClass(Meal.self, "Meal is a class", zh: "Meal 是类")
    var sameMeal = meal
    sameMeal?.rating = 3
    sameMeal?.name = "Tomato Soup"
    sameMeal?.photo = toast
    let change =
      "after setting rating = 3, name = \"Tomato Soup\", photo = toast on another variable"
    let chinese = "通过另一个变量设置 rating = 3、name = \"Tomato Soup\"、photo = toast 之后，"
    observe(
      meal?.rating, "the first variable's rating \(change)", zh: "\(chinese)第一个变量的 rating")
    observe(meal?.name, "the first variable's name \(change)", zh: "\(chinese)第一个变量的 name")
    observe(
      meal?.photo == toast, "the first variable's photo == toast \(change)",
      zh: "\(chinese)第一个变量的 photo == toast")
  }
  check("random names and ratings", zh: "随机的名字和评分") {
    for _ in 0..<30 {
      let name =
        Draw.bool()
        ? Draw.element(of: ["", " ", "Soup", "Pho", "Green Curry"])
        : Draw.string(length: 0...12, from: "abcZ 7é-·寿")
      let rating = Draw.int(in: -3...8)
      let photo = Draw.bool() ? toast : nil
      observeMeal(name, photo, rating, photo: photo == nil ? "nil" : "toast")
    }
  }
}

private let toast = Photo(label: "toast", bytes: [0x89, 0x50, 0x4E, 0x47, 0x01])
/// `toast` declared as a learner would, before a description that uses it.
private let toastSetup =
  "let toast = Photo(label: \"toast\", bytes: [0x89, 0x50, 0x4E, 0x47, 0x01]); "
/// The photo `meal1` of "the photo is kept", declared before a description that uses it.
private let meal1Setup =
  "let meal1 = Photo(label: \"meal1\", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]); "

/// Builds the student's meal and observes it: `nil`, or its name, photo and rating.
private func observeMeal(
  _ name: String, _ photo: Photo?, _ rating: Int, photo photoText: String? = nil,
  call: String? = nil
) {
  let photoText = photoText ?? (photo == nil ? "nil" : "toast")
  let setup = ["toast": toastSetup, "meal1": meal1Setup][photoText] ?? ""
  let call = call ?? setup + "Meal(name: \(show(name)), photo: \(photoText), rating: \(rating))"
  observeFields(
    of: Meal(name: name, photo: photo, rating: rating), ["name", "photo", "rating"], call)
}
