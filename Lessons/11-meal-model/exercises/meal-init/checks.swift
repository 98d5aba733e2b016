import MealKit
import TutorChecks

let checks = Checks {
  check("a name and a rating in range make a meal") {
    try expectSameMeal("Newest meal", nil, 5)
    try expectSameMeal("Caprese Salad", nil, 4)
  }
  check("an empty name is rejected") {
    try expectSameMeal("", nil, 0)
    try expectSameMeal("", toast, 3)
  }
  check("a negative rating is rejected") {
    try expectSameMeal("Really bad rating", nil, -1)
    try expectSameMeal("Soup", toast, -100)
  }
  check("a rating above 5 is rejected") {
    try expectSameMeal("Too good", nil, 6)
    try expectSameMeal("Soup", nil, 42)
  }
  check("ratings 0 and 5, the ends of the range, are accepted") {
    try expectSameMeal("Zero stars", nil, 0)
    try expectSameMeal("Five stars", toast, 5)
  }
  check("the photo is kept") {
    try expectSameMeal("French Toast", toast, 2)
    try expectSameMeal("Caprese Salad", MealKit.Meal.samples[0].photo, 4)
  }
  check("a nil photo stays nil") {
    let meal = try expectNotNil(
      Meal(name: "Plain Rice", photo: nil, rating: 1),
      "Meal(name: \"Plain Rice\", photo: nil, rating: 1)")
    try expectNil(meal.photo, "photo of Meal(name: \"Plain Rice\", photo: nil, rating: 1)")
  }
  check("a name of one space is valid, as in MealKit") {
    try expectSameMeal(" ", nil, 3)
  }
  check("a long name is kept whole") {
    try expectSameMeal(
      String(repeating: "Spaghetti ", count: 30), toast, 3,
      call: "Meal(name: String(repeating: \"Spaghetti \", count: 30), photo: toast, rating: 3)")
  }
  check("Meal is a class with changeable properties") {
    let meal = try expectNotNil(
      Meal(name: "Soup", photo: nil, rating: 2), "Meal(name: \"Soup\", photo: nil, rating: 2)")
    try expectTrue(
      Mirror(reflecting: meal).displayStyle == .class, "Meal should be a class, not a struct")
    var sameMeal = meal
    sameMeal.rating = 3
    sameMeal.name = "Tomato Soup"
    sameMeal.photo = toast
    try expectEqual(meal.rating, 3, "rating seen through another reference after setting it to 3")
    try expectEqual(meal.name, "Tomato Soup", "name seen through another reference")
  }
}

private let toast = Photo(label: "toast", bytes: [0x89, 0x50, 0x4E, 0x47, 0x01])

/// Builds the student's meal and MealKit's from the same input and compares them:
/// both nil, or both present with the same name, photo and rating.
private func expectSameMeal(
  _ name: String, _ photo: Photo?, _ rating: Int, call: String? = nil
) throws {
  let call =
    call ?? "Meal(name: \(show(name)), photo: \(photo.map(show) ?? "nil"), rating: \(rating))"
  let student = Meal(name: name, photo: photo, rating: rating)
  guard let reference = MealKit.Meal(name: name, photo: photo, rating: rating) else {
    try expectNil(student, call)
    return
  }
  let meal = try expectNotNil(student, call)
  try expectSameProperties(meal, as: reference, names: ["name", "photo", "rating"], call)
}
