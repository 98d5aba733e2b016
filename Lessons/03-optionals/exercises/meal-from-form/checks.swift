import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("a filled-in form makes the meal Meal(name:rating:) would make") {
    let made = try expectNotNil(
      mealFromForm(name: "Ramen", ratingText: "4"),
      "mealFromForm(name: \"Ramen\", ratingText: \"4\")")
    try expectEqual(made.name, "Ramen", "its name")
    try expectEqual(made.rating, 4, "its rating")
    try expectEqual(made, MealKit.Meal(name: "Ramen", rating: 4), "the whole meal")
  }
  check("the new meal has no photo") {
    let made = try expectNotNil(
      mealFromForm(name: "Tacos", ratingText: "3"),
      "mealFromForm(name: \"Tacos\", ratingText: \"3\")")
    try expectNil(made.photo, "photo of the new meal")
  }
  check("the lowest and highest ratings, 0 and 5, are accepted") {
    for text in ["0", "5"] {
      let made = try expectNotNil(
        mealFromForm(name: "Edge", ratingText: text),
        "mealFromForm(name: \"Edge\", ratingText: \"\(text)\")")
      try expectEqual(made.rating, Int(text) ?? -99, "rating from \"\(text)\"")
    }
  }
  check("a missing name gives nil") {
    try expectNil(
      mealFromForm(name: nil, ratingText: "4"), "mealFromForm(name: nil, ratingText: \"4\")")
  }
  check("a missing rating field gives nil") {
    try expectNil(
      mealFromForm(name: "Ramen", ratingText: nil), "mealFromForm(name: \"Ramen\", ratingText: nil)"
    )
    try expectNil(
      mealFromForm(name: nil, ratingText: nil), "mealFromForm(name: nil, ratingText: nil)")
  }
  check("rating text that is not a whole number gives nil") {
    for text in ["four", "", " 4", "4.0", "4 stars"] {
      try expectNil(
        mealFromForm(name: "Ramen", ratingText: text),
        "mealFromForm(name: \"Ramen\", ratingText: \(show(text)))")
    }
  }
  check("a rating outside 0...5 gives nil") {
    for text in ["6", "-1", "10", "-0005", "99999"] {
      try expectNil(
        mealFromForm(name: "Ramen", ratingText: text),
        "mealFromForm(name: \"Ramen\", ratingText: \(show(text)))")
    }
  }
  check("an empty name gives nil") {
    try expectNil(
      mealFromForm(name: "", ratingText: "3"), "mealFromForm(name: \"\", ratingText: \"3\")")
  }
  check("names and ratings are used exactly as given") {
    let forms: [(String, String)] = [
      (" Soup ", "2"), ("Crème brûlée", "5"), ("x", "1"), ("Pasta with Meatballs", "+3"),
      ("Tea", "007"),
    ]
    for (name, text) in forms {
      try expectEqual(
        mealFromForm(name: name, ratingText: text),
        MealKit.Meal(name: name, rating: Int(text) ?? -1),
        "mealFromForm(name: \(show(name)), ratingText: \(show(text)))")
    }
  }
}
