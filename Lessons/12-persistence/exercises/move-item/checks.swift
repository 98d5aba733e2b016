import MealKit
import TutorChecks

let checks = Checks {
  check("moving forward: [a, b, c, d] from 0 to 2 gives [b, c, a, d]") {
    var items = ["a", "b", "c", "d"]
    try expectTrue(
      moveItem(&items, from: 0, to: 2), "moveItem(&items, from: 0, to: 2) should return true")
    try expectEqual(items, ["b", "c", "a", "d"], "items after moving from 0 to 2")
  }
  check("moving backward: [a, b, c, d] from 3 to 0 gives [d, a, b, c]") {
    var items = ["a", "b", "c", "d"]
    try expectTrue(
      moveItem(&items, from: 3, to: 0), "moveItem(&items, from: 3, to: 0) should return true")
    try expectEqual(items, ["d", "a", "b", "c"], "items after moving from 3 to 0")
  }
  check("moving an item onto its own place changes nothing and returns true") {
    var items = [10, 20, 30]
    try expectTrue(
      moveItem(&items, from: 1, to: 1), "moveItem(&items, from: 1, to: 1) should return true")
    try expectEqual(items, [10, 20, 30], "items after moving from 1 to 1")
  }
  check("an index equal to count is rejected") {
    var items = ["a", "b", "c", "d"]
    try expectFalse(
      moveItem(&items, from: 1, to: 4), "moveItem(&items, from: 1, to: 4) should return false")
    try expectFalse(
      moveItem(&items, from: 4, to: 1), "moveItem(&items, from: 4, to: 1) should return false")
    try expectEqual(items, ["a", "b", "c", "d"], "items after the rejected moves")
  }
  check("negative indices are rejected") {
    var items = [1, 2]
    try expectFalse(
      moveItem(&items, from: -1, to: 0), "moveItem(&items, from: -1, to: 0) should return false")
    try expectFalse(
      moveItem(&items, from: 0, to: -1), "moveItem(&items, from: 0, to: -1) should return false")
    try expectEqual(items, [1, 2], "items after the rejected moves")
  }
  check("nothing moves in an empty array") {
    var items: [Int] = []
    try expectFalse(
      moveItem(&items, from: 0, to: 0), "moveItem(&empty, from: 0, to: 0) should return false")
  }
  check("every move in a list of meals matches MealStore.move(from:to:)") {
    let menu = MealKit.Meal.samples + [meal("Toast", 1), meal("Soup", 2)]
    for count in 0...menu.count {
      let meals = Array(menu.prefix(count))
      for source in -1...count {
        for destination in -1...count {
          var store = MealStore(meals: meals)
          let storeMoved = (try? store.move(from: source, to: destination)) != nil
          var items = meals
          let moved = moveItem(&items, from: source, to: destination)
          let what = "moveItem on \(count) meals from \(source) to \(destination)"
          try expectEqual(moved, storeMoved, "result of \(what)")
          try expectEqual(items.map(\.name), store.meals.map(\.name), "meal names after \(what)")
        }
      }
    }
  }
}

private func meal(_ name: String, _ rating: Int) -> MealKit.Meal {
  MealKit.Meal(name: name, photo: nil, rating: rating) ?? MealKit.Meal.samples[0]
}
