// Wrong: add(_:) appends even when a meal with the same name is on the menu.
struct Menu {
  var meals: [Meal] = []

  var averageRating: Double {
    guard !meals.isEmpty else { return 0 }
    let total = meals.reduce(0) { $0 + $1.rating }
    return Double(total) / Double(meals.count)
  }

  mutating func add(_ meal: Meal) {
    meals.append(meal)
  }

  mutating func rate(_ name: String, stars: Int) {
    guard (0...5).contains(stars),
      let index = meals.firstIndex(where: { $0.name == name })
    else { return }
    meals[index].rating = stars
  }
}
