// Wrong: rate(_:stars:) changes a copy of each meal (for var meal in meals), not the menu.
struct Menu {
  var meals: [Meal] = []

  var averageRating: Double {
    guard !meals.isEmpty else { return 0 }
    let total = meals.reduce(0) { $0 + $1.rating }
    return Double(total) / Double(meals.count)
  }

  mutating func add(_ meal: Meal) {
    guard !meals.contains(where: { $0.name == meal.name }) else { return }
    meals.append(meal)
  }

  mutating func rate(_ name: String, stars: Int) {
    guard (0...5).contains(stars) else { return }
    for var meal in meals where meal.name == name {
      meal.rating = stars
    }
  }
}
