import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("Caprese Salad (rating 4) is \"Caprese Salad: ★★★★☆\"") {
    try expectEqual(
      starLine(for: MealKit.Meal.samples[0]), "Caprese Salad: ★★★★☆",
      "starLine(for: Meal.samples[0])")
  }
  check("every sample meal gets its own line") {
    try expectEqual(
      MealKit.Meal.samples.map { starLine(for: $0) },
      ["Caprese Salad: ★★★★☆", "Chicken and Potatoes: ★★★★★", "Pasta with Meatballs: ★★★☆☆"],
      "starLine for each of Meal.samples")
  }
  check("rating 0 gives five empty stars") {
    let toast = try expectNotNil(
      MealKit.Meal(name: "Toast", rating: 0), "Meal(name: \"Toast\", rating: 0)")
    try expectEqual(starLine(for: toast), "Toast: ☆☆☆☆☆", "starLine for Toast rated 0")
  }
  check("rating 5 gives five filled stars and no empty ones") {
    let pho = try expectNotNil(
      MealKit.Meal(name: "Pho", rating: 5), "Meal(name: \"Pho\", rating: 5)")
    try expectEqual(starLine(for: pho), "Pho: ★★★★★", "starLine for Pho rated 5")
  }
  check("rating 1 gives one filled star and four empty ones") {
    let dish = try expectNotNil(
      MealKit.Meal(name: "Plain Rice", rating: 1), "Meal(name: \"Plain Rice\", rating: 1)")
    try expectEqual(starLine(for: dish), "Plain Rice: ★☆☆☆☆", "starLine for Plain Rice rated 1")
  }
  check("every rating from 0 to 5 gives exactly five stars") {
    for rating in 0...5 {
      let dish = try expectNotNil(
        MealKit.Meal(name: "Dish", rating: rating), "Meal(rating: \(rating))")
      let expected =
        "Dish: " + String(repeating: "★", count: rating)
        + String(repeating: "☆", count: 5 - rating)
      try expectEqual(starLine(for: dish), expected, "starLine for Dish rated \(rating)")
    }
  }
  check("the name is used exactly as it is, accents and all") {
    let dessert = try expectNotNil(
      MealKit.Meal(name: "Crème brûlée", rating: 2), "Meal(name: \"Crème brûlée\", …)")
    try expectEqual(
      starLine(for: dessert), "Crème brûlée: ★★☆☆☆", "starLine for Crème brûlée rated 2")
  }
  check("a meal whose rating was changed shows the new rating") {
    var soup = try expectNotNil(
      MealKit.Meal(name: "Soup", rating: 1), "Meal(name: \"Soup\", rating: 1)")
    soup.rating = 3
    try expectEqual(starLine(for: soup), "Soup: ★★★☆☆", "starLine after setting rating to 3")
  }
}
