/// One meal in the FoodTracker list: a name, an optional photo and a rating.
///
/// A meal can only be created valid: the initializer fails (returns `nil`)
/// when the name is empty or the rating is outside `0...5`.
///
/// ```swift
/// let salad = Meal(name: "Caprese Salad", rating: 4)  // Meal?
/// let nameless = Meal(name: "", rating: 3)            // nil
/// let tooGood = Meal(name: "Cake", rating: 6)         // nil
/// ```
///
/// The properties are `var`, as in the tutorial's `Meal` class (here `Meal` is a
/// struct), so a lesson can change a meal after creating it. The rules are applied again wherever a meal crosses a
/// boundary: decoding and encoding fail for a meal that breaks them, and
/// ``MealStore/save(to:)`` refuses to write one.
///
/// - zh-Hans: FoodTracker 列表中的一道菜：有名字、可选的照片和评分。
///
///   菜品只能以有效的状态创建：名字为空或评分不在 `0...5` 之内时，构造器失败（返回 `nil`）。
///
///   和原教程里的 `Meal` 类一样（这里的 `Meal` 是结构体），这些属性都是 `var`，
///   所以课程中可以在创建菜品之后再修改它。
///   凡是菜品要离开或进入程序的地方，这些规则都会再检查一次：违反规则的菜品，解码和编码都会失败，
///   `MealStore.save(to:)` 也会拒绝把它写入文件。
public struct Meal: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// What the meal is called; never empty in a meal created by `init?`.
  ///
  /// - zh-Hans: 菜名；用 `init?` 创建的菜品，名字一定不为空。
  public var name: String
  /// The meal's picture, if it has one.
  ///
  /// - zh-Hans: 菜品的照片（如果有的话）。
  public var photo: Photo?
  /// The rating from 0 (no stars) to 5 (five stars).
  ///
  /// - zh-Hans: 评分，从 0（没有星）到 5（五颗星）。
  public var rating: Int

  /// The ratings a meal may have: `0...5`.
  static let ratingRange = 0...5

  /// Creates a meal, or returns `nil` when `name` is empty or `rating` is
  /// outside `0...5`.
  ///
  /// - Parameters:
  ///   - name: The meal's name; must not be empty.
  ///   - photo: The meal's picture, `nil` by default.
  ///   - rating: From 0 to 5 inclusive.
  ///
  /// - zh-Hans: 创建一道菜；如果 `name` 为空或 `rating` 不在 `0...5` 之内，则返回 `nil`。
  ///
  ///   参数：`name` 是菜名，不能为空；`photo` 是菜品的照片，默认为 `nil`；`rating` 是评分，
  ///   取值从 0 到 5（包括 0 和 5）。
  public init?(name: String, photo: Photo? = nil, rating: Int) {
    guard Meal.problem(name: name, rating: rating) == nil else { return nil }
    self.init(validName: name, photo: photo, rating: rating)
  }

  /// Creates a meal the caller has already checked (or knows to be valid).
  init(validName name: String, photo: Photo?, rating: Int) {
    self.name = name
    self.photo = photo
    self.rating = rating
  }

  /// The meal as `Meal(name: "Caprese Salad", rating: 4)`.
  ///
  /// The name is written as a Swift string literal; the photo is left out.
  ///
  /// - zh-Hans: 菜品的文字形式，比如 `Meal(name: "Caprese Salad", rating: 4)`。
  ///
  ///   名字写成 Swift 字符串字面量；照片不包含在内。
  public var description: String {
    "Meal(name: \(String(reflecting: name)), rating: \(rating))"
  }

  /// Why a meal with this name and rating would be invalid, or `nil`.
  ///
  /// Every place that checks a meal uses this, so the rule is in one place.
  static func problem(name: String, rating: Int) -> String? {
    if name.isEmpty {
      return "a meal's name must not be empty"
    }
    if !ratingRange.contains(rating) {
      return "rating \(rating) is outside \(ratingRange.lowerBound)...\(ratingRange.upperBound)"
    }
    return nil
  }

  /// Why this meal is invalid (after a change to its properties), or `nil`.
  var problem: String? { Meal.problem(name: name, rating: rating) }
}

extension Meal {
  /// The three meals the FoodTracker app starts with.
  ///
  /// Each has a small placeholder ``Photo`` labelled `meal1`, `meal2` or `meal3`:
  ///
  /// | name | rating | photo label |
  /// | --- | --- | --- |
  /// | Caprese Salad | 4 | meal1 |
  /// | Chicken and Potatoes | 5 | meal2 |
  /// | Pasta with Meatballs | 3 | meal3 |
  ///
  /// The photo bytes are a PNG signature followed by the label's UTF-8 bytes:
  /// stable for tests, not a drawable image.
  ///
  /// - zh-Hans: FoodTracker 应用一开始就有的三道菜。
  ///
  ///   每道菜都有一张小小的占位 `Photo`，标签分别是 `meal1`、`meal2` 和 `meal3`：
  ///
  ///   | 菜名 | 评分 | 照片标签 |
  ///   | --- | --- | --- |
  ///   | Caprese Salad | 4 | meal1 |
  ///   | Chicken and Potatoes | 5 | meal2 |
  ///   | Pasta with Meatballs | 3 | meal3 |
  ///
  ///   照片的字节是 PNG 文件签名加上标签的 UTF-8 字节：对测试来说固定不变，
  ///   但并不是一张真正能显示的图片。
  public static let samples: [Meal] = [
    Meal(validName: "Caprese Salad", photo: .placeholder(label: "meal1"), rating: 4),
    Meal(validName: "Chicken and Potatoes", photo: .placeholder(label: "meal2"), rating: 5),
    Meal(validName: "Pasta with Meatballs", photo: .placeholder(label: "meal3"), rating: 3),
  ]
}
