// Wrong: the average uses integer division, so 1 and 2 average to 1.0.
struct Menu {
  var meals: [Meal] = []

  var averageRating: Double {
    guard !meals.isEmpty else { return 0 }
    let total = meals.reduce(0) { $0 + $1.rating }
    return Double(total / meals.count)
  }

  mutating func add(_ meal: Meal) {
    guard !meals.contains(where: { $0.name == meal.name }) else { return }
    meals.append(meal)
  }

  mutating func rate(_ name: String, stars: Int) {
    guard (0...5).contains(stars),
      let index = meals.firstIndex(where: { $0.name == name })
    else { return }
    meals[index].rating = stars
  }
}
