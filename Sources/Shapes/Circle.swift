/// A circle, created through a failable initializer: the tour's example of
/// `init?`.
///
/// ```swift
/// let successfulCircle = Circle(radius: 4.2, name: "successful circle")  // Circle?
/// let failedCircle = Circle(radius: -7, name: "failed circle")           // nil
/// ```
///
/// A circle counts as having one side (``numberOfSides`` is 1).
open class Circle: NamedShape {
  /// The distance from the centre to the edge; always greater than 0.
  open var radius: Double

  /// Creates a circle, or returns `nil` unless `radius` is greater than 0.
  ///
  /// So 0, negative radii and `Double.nan` (which is not greater than anything)
  /// all fail. An infinite radius is accepted.
  public init?(radius: Double, name: String) {
    guard radius > 0 else { return nil }
    self.radius = radius
    super.init(name: name)
    numberOfSides = 1
  }

  /// `Double.pi * radius * radius`.
  open func area() -> Double {
    Double.pi * radius * radius
  }

  /// `"A circle with a radius of <radius>."`, such as `"A circle with a radius of 4.2."`.
  open override func simpleDescription() -> String {
    "A circle with a radius of \(radius)."
  }
}
