import MealKit
import TutorChecks

let checks = Checks {
  check("Menu() is empty, with an average of 0") {
    let menu = Menu()
    try expectEqual(menu.meals, [], "Menu().meals")
    try expectEqual(menu.averageRating, 0, "Menu().averageRating")
  }
  check("Menu(meals:) keeps the meals in order") {
    let menu = Menu(meals: MealKit.Meal.samples)
    try expectEqual(menu.meals, MealKit.Meal.samples, "Menu(meals: Meal.samples).meals")
  }
  check("averageRating of the samples (4, 5, 3) is 4.0, of ratings 1 and 2 is 1.5") {
    try expectApproximately(
      Menu(meals: MealKit.Meal.samples).averageRating, 4.0, "average of the samples")
    let menu = Menu(meals: [try meal("Toast", 1), try meal("Jam", 2)])
    try expectApproximately(menu.averageRating, 1.5, "average of ratings 1 and 2")
    let third = Menu(meals: [try meal("A", 0), try meal("B", 0), try meal("C", 1)])
    try expectApproximately(third.averageRating, 1.0 / 3.0, "average of ratings 0, 0 and 1")
  }
  check("add(_:) appends meals at the end") {
    var menu = Menu()
    menu.add(try meal("Soup", 3))
    menu.add(try meal("Bread", 4))
    menu.add(try meal("Cake", 5))
    try expectEqual(
      menu.meals.map(\.name), ["Soup", "Bread", "Cake"], "names after adding Soup, Bread, Cake")
  }
  check("add(_:) ignores a name that is already on the menu") {
    var menu = Menu(meals: MealKit.Meal.samples)
    menu.add(try meal("Caprese Salad", 1))
    try expectEqual(
      menu.meals, MealKit.Meal.samples, "meals after adding a second \"Caprese Salad\" rated 1")
    menu.add(try meal("caprese salad", 2))
    try expectEqual(menu.meals.count, 4, "count after adding \"caprese salad\" (a different name)")
  }
  check("rate(_:stars:) changes the meal inside the menu") {
    var menu = Menu(meals: MealKit.Meal.samples)
    menu.rate("Chicken and Potatoes", stars: 2)
    try expectEqual(
      menu.meals.map(\.rating), [4, 2, 3], "ratings after rating Chicken and Potatoes 2")
    try expectApproximately(menu.averageRating, 3.0, "averageRating after that change")
  }
  check("rate accepts 0 and 5, ignores -1, 6 and unknown names") {
    var menu = Menu(meals: MealKit.Meal.samples)
    menu.rate("Pasta with Meatballs", stars: 0)
    menu.rate("Caprese Salad", stars: 5)
    try expectEqual(
      menu.meals.map(\.rating), [5, 5, 0], "ratings after rating Pasta 0 and Caprese 5")
    menu.rate("Caprese Salad", stars: 6)
    menu.rate("Pasta with Meatballs", stars: -1)
    menu.rate("Pizza", stars: 3)
    try expectEqual(
      menu.meals.map(\.rating), [5, 5, 0], "ratings after invalid ratings and an unknown name")
    try expectEqual(menu.meals.count, 3, "count after rating an unknown name")
  }
  check("a copy of a menu is independent of the original") {
    let original = Menu(meals: MealKit.Meal.samples)
    var copy = original
    copy.rate("Caprese Salad", stars: 1)
    copy.add(try meal("Dumplings", 5))
    try expectEqual(
      original.meals, MealKit.Meal.samples, "the original's meals after changing the copy")
    try expectEqual(copy.meals.map(\.rating), [1, 5, 3, 5], "the copy's ratings")
  }
}

private func meal(_ name: String, _ rating: Int) throws -> MealKit.Meal {
  try expectNotNil(
    MealKit.Meal(name: name, rating: rating), "Meal(name: \(show(name)), rating: \(rating))")
}
