/// A triangle whose three sides all have length ``sideLength``.
///
/// The tour's `Triangle` exists for type casting (`shape as? Triangle`); this
/// one also has a ``perimeter`` (a computed property with a setter) and an
/// ``area()``. With one side length for all three sides it is always
/// equilateral; ``EquilateralTriangle`` says so in its name.
///
/// ```swift
/// let triangle = Triangle(sideLength: 3.1, name: "a triangle")
/// triangle.perimeter         // 9.3
/// triangle.perimeter = 9.9   // sideLength becomes 3.3000000000000003
/// ```
open class Triangle: NamedShape {
  /// The length of each of the three sides.
  open var sideLength: Double

  /// Creates a triangle with three sides of length `sideLength`.
  public init(sideLength: Double, name: String) {
    self.sideLength = sideLength
    super.init(name: name)
    numberOfSides = 3
  }

  /// `3 * sideLength`; setting it sets ``sideLength`` to `newValue / 3`.
  open var perimeter: Double {
    get { 3.0 * sideLength }
    set { sideLength = newValue / 3.0 }
  }

  /// The area of an equilateral triangle: `sqrt(3) / 4 * sideLength²`.
  open func area() -> Double {
    (3.0).squareRoot() / 4.0 * sideLength * sideLength
  }

  /// `"A triangle with sides of length <sideLength>."`.
  open override func simpleDescription() -> String {
    "A triangle with sides of length \(sideLength)."
  }
}
