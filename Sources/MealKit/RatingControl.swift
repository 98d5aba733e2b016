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
public struct RatingControl: Equatable, Sendable {
  /// How many stars the control shows; at least 1.
  public let stars: Int

  /// How many stars are selected, from 0 to ``stars``.
  ///
  /// Setting a value outside `0...stars` clamps it into that range, the way a
  /// slider does (setting 9 on a five-star control gives 5).
  public var rating: Int {
    didSet { rating = RatingControl.clamp(rating, stars: stars) }
  }

  /// Creates a control.
  ///
  /// - Parameters:
  ///   - rating: The starting rating, clamped into `0...stars`.
  ///   - stars: How many stars to show, 5 by default; values below 1 become 1.
  public init(rating: Int = 0, stars: Int = 5) {
    self.stars = max(stars, 1)
    self.rating = RatingControl.clamp(rating, stars: self.stars)
  }

  /// Handles a tap on star number `star` (the first star is 1).
  ///
  /// Sets the rating to `star`, or to 0 when `star` already is the rating.
  /// A tap outside `1...stars` does nothing.
  public mutating func tap(star: Int) {
    guard (1...stars).contains(star) else { return }
    rating = star == rating ? 0 : star
  }

  /// One entry per star, first star first: `true` where the star is filled.
  ///
  /// Stars `1...rating` are filled: `[true, true, true, false, false]` for
  /// rating 3 of 5.
  public var selectedStars: [Bool] {
    (1...stars).map { $0 <= rating }
  }

  /// The control drawn as text, such as `"★★★☆☆"` for rating 3 of 5.
  ///
  /// - Parameters:
  ///   - filled: The symbol for a selected star, `"★"` by default.
  ///   - empty: The symbol for an unselected star, `"☆"` by default.
  /// - Returns: One symbol per star, first star first.
  public func render(filled: Character = "★", empty: Character = "☆") -> String {
    String(selectedStars.map { $0 ? filled : empty })
  }

  /// `value` limited to `0...stars`.
  private static func clamp(_ value: Int, stars: Int) -> Int {
    min(max(value, 0), stars)
  }
}
