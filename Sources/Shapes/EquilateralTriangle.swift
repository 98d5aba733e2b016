/// A triangle with three equal sides: the tour's `EquilateralTriangle`, here a
/// subclass of ``Triangle`` so `shape as? Triangle` counts it too.
///
/// ```swift
/// let triangle = EquilateralTriangle(sideLength: 3.1, name: "a triangle")
/// triangle.simpleDescription()  // "An equilateral triangle with sides of length 3.1."
/// triangle is Triangle          // true
/// ```
///
/// It inherits ``Triangle/perimeter``, ``Triangle/area()`` and
/// ``NamedShape/numberOfSides`` (3) from ``Triangle``.
open class EquilateralTriangle: Triangle {
  /// Creates an equilateral triangle with three sides of length `sideLength`.
  public override init(sideLength: Double, name: String) {
    super.init(sideLength: sideLength, name: name)
  }

  /// `"An equilateral triangle with sides of length <sideLength>."`.
  open override func simpleDescription() -> String {
    "An equilateral triangle with sides of length \(sideLength)."
  }
}
