/// The Swift tour's first class: a shape that only knows how many sides it has.
///
/// `Shape` has no initializer parameters, so its sides start at 0 and are set
/// afterwards:
///
/// ```swift
/// let shape = Shape()
/// shape.numberOfSides = 7
/// shape.simpleDescription()  // "A shape with 7 sides."
/// ```
///
/// ``NamedShape`` is the tour's next, separate class (not a subclass of this one).
/// Both are `open`, so code in another module (a lesson, an exercise) can
/// subclass them and override their members.
open class Shape {
  /// How many sides the shape has; 0 until set.
  open var numberOfSides: Int = 0

  /// Creates a shape with 0 sides.
  public init() {}

  /// `"A shape with <numberOfSides> sides."`, such as `"A shape with 7 sides."`.
  open func simpleDescription() -> String {
    "A shape with \(numberOfSides) sides."
  }
}
