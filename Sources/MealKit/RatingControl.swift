/// The logic of the tutorial's star rating control, without the buttons.
///
/// A control has `stars` stars (5 by default) and a `rating` from 0 to `stars`.
/// Tapping star N (counted from 1) sets the rating to N; tapping the star that
/// equals the current rating clears the rating to 0; taps outside `1...stars`
/// are ignored.
///
/// ```swift
/// var control = RatingControl()
/// control.tap(star: 3)   // rating 3, render() == "★★★☆☆"
/// control.tap(star: 3)   // rating 0, render() == "☆☆☆☆☆"
/// ```
///
/// - zh-Hans: 教程中星级评分控件的逻辑，不含按钮。
///
///   一个控件有 `stars` 颗星（默认 5 颗），评分 `rating` 从 0 到 `stars`。
///   点击第 N 颗星（从 1 开始数），评分就变成 N；点的正好是当前评分那颗星时，评分清零；
///   落在 `1...stars` 之外的点击会被忽略。
public struct RatingControl: Equatable, Sendable {
  /// How many stars the control shows; at least 1.
  ///
  /// - zh-Hans: 控件显示几颗星；至少 1 颗。
  public let stars: Int

  /// How many stars are selected, from 0 to ``stars``.
  ///
  /// Setting a value outside `0...stars` clamps it into that range, the way a
  /// slider does (setting 9 on a five-star control gives 5).
  ///
  /// - zh-Hans: 选中了几颗星，从 0 到 `stars`。
  ///
  ///   设为 `0...stars` 之外的值时，它会被限制到这个范围之内，
  ///   就像滑块那样（五星控件设为 9 会得到 5）。
  public var rating: Int {
    didSet { rating = RatingControl.clamp(rating, stars: stars) }
  }

  /// Creates a control.
  ///
  /// - Parameters:
  ///   - rating: The starting rating, clamped into `0...stars`.
  ///   - stars: How many stars to show, 5 by default; values below 1 become 1.
  ///
  /// - zh-Hans: 创建一个控件。
  ///
  ///   参数：`rating` 是初始评分，会被限制在 `0...stars` 之内；`stars` 是显示几颗星，默认 5 颗，
  ///   小于 1 的值按 1 处理。
  public init(rating: Int = 0, stars: Int = 5) {
    self.stars = max(stars, 1)
    self.rating = RatingControl.clamp(rating, stars: self.stars)
  }

  /// Handles a tap on star number `star` (the first star is 1).
  ///
  /// Sets the rating to `star`, or to 0 when `star` already is the rating.
  /// A tap outside `1...stars` does nothing.
  ///
  /// - zh-Hans: 处理对第 `star` 颗星的点击（第一颗星是 1）。
  ///
  ///   把评分设为 `star`；如果 `star` 已经是当前评分，就设为 0。
  ///   落在 `1...stars` 之外的点击不起作用。
  public mutating func tap(star: Int) {
    guard (1...stars).contains(star) else { return }
    rating = star == rating ? 0 : star
  }

  /// One entry per star, first star first: `true` where the star is filled.
  ///
  /// Stars `1...rating` are filled: `[true, true, true, false, false]` for
  /// rating 3 of 5.
  ///
  /// - zh-Hans: 每颗星对应一个元素，从第一颗星开始：实心的星对应 `true`。
  ///
  ///   第 `1...rating` 颗星是实心的：五颗星中评分为 3 时，
  ///   结果是 `[true, true, true, false, false]`。
  public var selectedStars: [Bool] {
    (1...stars).map { $0 <= rating }
  }

  /// The control drawn as text, such as `"★★★☆☆"` for rating 3 of 5.
  ///
  /// - Parameters:
  ///   - filled: The symbol for a selected star, `"★"` by default.
  ///   - empty: The symbol for an unselected star, `"☆"` by default.
  /// - Returns: One symbol per star, first star first.
  ///
  /// - zh-Hans: 用文字画出的控件，比如五颗星中评分为 3 时是 `"★★★☆☆"`。
  ///
  ///   参数：`filled` 是选中的星的符号，默认为 `"★"`；`empty` 是未选中的星的符号，默认为 `"☆"`。
  ///
  ///   返回值：每颗星一个符号，从第一颗星开始。
  public func render(filled: Character = "★", empty: Character = "☆") -> String {
    String(selectedStars.map { $0 ? filled : empty })
  }

  /// `value` limited to `0...stars`.
  private static func clamp(_ value: Int, stars: Int) -> Int {
    min(max(value, 0), stars)
  }
}
