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
///
/// - zh-Hans: 教程中表格视图背后的菜品列表：可以添加、更新、删除菜品和调整它们的顺序，
///   再把它们保存到 JSON 文件中（见 `save(to:)` 和 `load(from:)`）。
///
///   位置是 `meals` 中从 0 开始的下标。下标超出列表范围时，
///   会抛出 `MealStoreError.indexOutOfRange(index:count:)`，而不是让程序崩溃，
///   这样出错时看到的是一条消息。
public struct MealStore: Equatable, Sendable {
  /// The meals in display order.
  ///
  /// - zh-Hans: 按显示顺序排列的菜品。
  public private(set) var meals: [Meal]

  /// Creates a store holding `meals`, in that order (empty by default).
  ///
  /// - zh-Hans: 创建一个列表，按给定的顺序存放 `meals`（默认为空）。
  public init(meals: [Meal] = []) {
    self.meals = meals
  }

  /// Appends `meal` at the end of the list.
  ///
  /// - zh-Hans: 把 `meal` 追加到列表末尾。
  public mutating func add(_ meal: Meal) {
    meals.append(meal)
  }

  /// Replaces the meal at `index` with `meal`.
  ///
  /// - Throws: ``MealStoreError/indexOutOfRange(index:count:)`` when there is
  ///   no meal at `index`.
  ///
  /// - zh-Hans: 用 `meal` 替换 `index` 处的菜品。
  ///
  ///   抛出错误：`index` 处没有菜品时，抛出 `MealStoreError.indexOutOfRange(index:count:)`。
  public mutating func update(at index: Int, with meal: Meal) throws {
    try checkIndex(index)
    meals[index] = meal
  }

  /// Removes the meal at `index` and returns it.
  ///
  /// - Throws: ``MealStoreError/indexOutOfRange(index:count:)`` when there is
  ///   no meal at `index`.
  ///
  /// - zh-Hans: 删除 `index` 处的菜品，并返回它。
  ///
  ///   抛出错误：`index` 处没有菜品时，抛出 `MealStoreError.indexOutOfRange(index:count:)`。
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
  ///
  /// - zh-Hans: 移动 `source` 处的菜品，让它最终位于下标 `destination`，
  ///   中间的菜品依次挪动（就像拖动表格中的一行）。
  ///
  ///   两个下标都以移动之前的列表为准，而且都必须有效：对于 `[A, B, C]`，
  ///   `move(from: 0, to: 2)` 得到 `[B, C, A]`，`move(from: 2, to: 0)` 得到 `[C, A, B]`。
  ///
  ///   抛出错误：抛出 `MealStoreError.indexOutOfRange(index:count:)`，指出第一个超出范围的下标；
  ///   这时列表保持不变。
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
