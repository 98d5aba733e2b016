/// The list of meals behind the tutorial's table view: add, update, delete and
/// reorder meals, then save them to a JSON file (see ``save(to:)`` and
/// ``load(from:)``).
///
/// Positions are 0-based indexes into ``meals``. An index outside the list
/// throws ``MealStoreError/indexOutOfRange(index:count:)`` instead of crashing,
/// so a mistake shows up as a message.
///
/// ```swift
/// var store = MealStore(meals: Meal.samples)
/// try store.move(from: 2, to: 0)   // Pasta with Meatballs first
/// try store.delete(at: 1)          // Caprese Salad removed
/// ```
public struct MealStore: Equatable, Sendable {
  /// The meals in display order.
  public private(set) var meals: [Meal]

  /// Creates a store holding `meals`, in that order (empty by default).
  public init(meals: [Meal] = []) {
    self.meals = meals
  }

  /// Appends `meal` at the end of the list.
  public mutating func add(_ meal: Meal) {
    meals.append(meal)
  }

  /// Replaces the meal at `index` with `meal`.
  ///
  /// - Throws: ``MealStoreError/indexOutOfRange(index:count:)`` when there is
  ///   no meal at `index`.
  public mutating func update(at index: Int, with meal: Meal) throws {
    try checkIndex(index)
    meals[index] = meal
  }

  /// Removes the meal at `index` and returns it.
  ///
  /// - Throws: ``MealStoreError/indexOutOfRange(index:count:)`` when there is
  ///   no meal at `index`.
  @discardableResult
  public mutating func delete(at index: Int) throws -> Meal {
    try checkIndex(index)
    return meals.remove(at: index)
  }

  /// Moves the meal at `source` so that it ends up at index `destination`,
  /// shifting the meals in between (what dragging a table row does).
  ///
  /// Both indexes refer to the list as it is before the move, and both must be
  /// valid: in `[A, B, C]`, `move(from: 0, to: 2)` gives `[B, C, A]` and
  /// `move(from: 2, to: 0)` gives `[C, A, B]`.
  ///
  /// - Throws: ``MealStoreError/indexOutOfRange(index:count:)`` naming the first
  ///   index that is out of range; the list is then unchanged.
  public mutating func move(from source: Int, to destination: Int) throws {
    try checkIndex(source)
    try checkIndex(destination)
    let meal = meals.remove(at: source)
    meals.insert(meal, at: destination)
  }

  /// Throws unless `index` is a valid position in ``meals``.
  private func checkIndex(_ index: Int) throws {
    guard meals.indices.contains(index) else {
      throw MealStoreError.indexOutOfRange(index: index, count: meals.count)
    }
  }
}
