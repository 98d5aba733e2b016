import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("nil is described as \"No meal\"") {
    try expectEqual(describe(nil), "No meal", "describe(nil)")
  }
  check("Caprese Salad is \"Caprese Salad: 4 stars\"") {
    try expectEqual(
      describe(MealKit.Meal.samples[0]), "Caprese Salad: 4 stars", "describe(Meal.samples[0])")
  }
  check("every sample meal is described as \"<name>: <rating> stars\"") {
    try expectEqual(
      MealKit.Meal.samples.map { describe($0) },
      [
        "Caprese Salad: 4 stars", "Chicken and Potatoes: 5 stars", "Pasta with Meatballs: 3 stars",
      ],
      "describe for each of Meal.samples")
  }
  check("a meal rated 0 is \"<name>: 0 stars\"") {
    let toast = try referenceMeal("Toast", rating: 0)
    try expectEqual(describe(toast), "Toast: 0 stars", "describe(Toast rated 0)")
  }
  check("a meal rated 5 is \"<name>: 5 stars\"") {
    let pho = try referenceMeal("Pho", rating: 5)
    try expectEqual(describe(pho), "Pho: 5 stars", "describe(Pho rated 5)")
  }
  check("a rating of 1 still says \"stars\"") {
    let rice = try referenceMeal("Plain Rice", rating: 1)
    try expectEqual(describe(rice), "Plain Rice: 1 stars", "describe(Plain Rice rated 1)")
  }
  check("the photo does not change the text") {
    let photo = MealKit.Photo(label: "bowl", bytes: [1, 2, 3])
    let withPhoto = try expectNotNil(
      MealKit.Meal(name: "Miso Soup", photo: photo, rating: 3), "Meal(name: \"Miso Soup\", …)")
    let withoutPhoto = try referenceMeal("Miso Soup", rating: 3)
    try expectEqual(describe(withPhoto), "Miso Soup: 3 stars", "describe(Miso Soup with a photo)")
    try expectEqual(describe(withoutPhoto), "Miso Soup: 3 stars", "describe(Miso Soup, no photo)")
  }
  check("a meal changed after it was made shows its new name and rating") {
    var dish = try referenceMeal("Draft", rating: 2)
    dish.name = "Green Curry"
    dish.rating = 4
    try expectEqual(describe(dish), "Green Curry: 4 stars", "describe after changing the meal")
  }
  check("many meals, and nil among them") {
    let meals: [MealKit.Meal?] = [
      try referenceMeal("Bánh mì", rating: 2), nil, try referenceMeal("Tea", rating: 1), nil,
      try referenceMeal("Dumplings: pork", rating: 5),
    ]
    try expectEqual(
      meals.map { describe($0) },
      ["Bánh mì: 2 stars", "No meal", "Tea: 1 stars", "No meal", "Dumplings: pork: 5 stars"],
      "describe for a mixed list")
  }
}

private func referenceMeal(_ title: String, rating stars: Int) throws -> MealKit.Meal {
  try expectNotNil(
    MealKit.Meal(name: title, rating: stars), "Meal(name: \(show(title)), rating: \(stars))")
}
