struct Menu {
  var meals: [Meal] = []

  var averageRating: Double {
    // TODO: the average rating, or 0 for an empty menu
    0
  }

  mutating func add(_ meal: Meal) {
    // TODO: append, unless a meal with the same name is already here
  }

  mutating func rate(_ name: String, stars: Int) {
    // TODO: change the rating of the meal called `name`, inside `meals`
  }
}
