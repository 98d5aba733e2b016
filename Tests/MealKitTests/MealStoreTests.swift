import MealKit
import Testing

@Suite struct MealStoreTests {
  /// Meals named A, B, C, … with rating 3.
  func meals(_ names: String...) throws -> [Meal] {
    try names.map { try #require(Meal(name: $0, rating: 3)) }
  }

  func names(_ store: MealStore) -> [String] { store.meals.map(\.name) }

  @Test func startsEmptyOrWithTheGivenMeals() {
    #expect(MealStore().meals.isEmpty)
    #expect(MealStore(meals: Meal.samples).meals == Meal.samples)
  }

  @Test func addAppends() throws {
    var store = MealStore()
    for meal in try meals("A", "B") { store.add(meal) }
    #expect(names(store) == ["A", "B"])
  }

  @Test func updateReplacesInPlace() throws {
    var store = MealStore(meals: try meals("A", "B", "C"))
    try store.update(at: 1, with: try #require(Meal(name: "Z", rating: 1)))
    #expect(names(store) == ["A", "Z", "C"])
    #expect(store.meals[1].rating == 1)
  }

  @Test func deleteRemovesAndReturns() throws {
    var store = MealStore(meals: try meals("A", "B", "C"))
    let removed = try store.delete(at: 0)
    #expect(removed.name == "A")
    #expect(names(store) == ["B", "C"])
  }

  @Test(arguments: [
    (0, 2, ["B", "C", "A"]),
    (2, 0, ["C", "A", "B"]),
    (1, 1, ["A", "B", "C"]),
    (0, 1, ["B", "A", "C"]),
  ])
  func moveEndsAtTheDestination(from: Int, to: Int, expected: [String]) throws {
    var store = MealStore(meals: try meals("A", "B", "C"))
    try store.move(from: from, to: to)
    #expect(names(store) == expected)
  }

  @Test func outOfRangeIndexesThrowAndChangeNothing() throws {
    let original = MealStore(meals: try meals("A", "B"))
    let meal = try #require(Meal(name: "Z", rating: 0))
    var store = original

    #expect(throws: MealStoreError.indexOutOfRange(index: 2, count: 2)) {
      try store.update(at: 2, with: meal)
    }
    #expect(throws: MealStoreError.indexOutOfRange(index: -1, count: 2)) {
      try store.delete(at: -1)
    }
    #expect(throws: MealStoreError.indexOutOfRange(index: 5, count: 2)) {
      try store.move(from: 5, to: 0)
    }
    #expect(throws: MealStoreError.indexOutOfRange(index: 2, count: 2)) {
      try store.move(from: 0, to: 2)
    }
    #expect(store == original)
  }

  @Test func outOfRangeMessagesNameTheIndexAndTheValidRange() {
    let error = MealStoreError.indexOutOfRange(index: 7, count: 3)
    #expect(error.description == "index 7 is out of range: valid indexes are 0...2")
    let empty = MealStoreError.indexOutOfRange(index: 0, count: 0)
    #expect(empty.description == "index 0 is out of range: the store is empty")
    #expect(empty.localizedDescription == empty.description)
  }

  @Test func deletingFromAnEmptyStoreThrows() {
    var store = MealStore()
    #expect(throws: MealStoreError.indexOutOfRange(index: 0, count: 0)) {
      try store.delete(at: 0)
    }
  }
}
