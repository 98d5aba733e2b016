/// A square: four sides of the same length.
///
/// ```swift
/// let testSquare = Square(sideLength: 5.2, name: "my test square")
/// testSquare.area()               // 27.040000000000003
/// testSquare.simpleDescription()  // "A square with sides of length 5.2."
/// ```
open class Square: NamedShape {
  /// The length of each side.
  open var sideLength: Double

  /// Creates a square with four sides of length `sideLength`.
  public init(sideLength: Double, name: String) {
    self.sideLength = sideLength
    super.init(name: name)
    numberOfSides = 4
  }

  /// `sideLength * sideLength`.
  open func area() -> Double {
    sideLength * sideLength
  }

  /// `"A square with sides of length <sideLength>."`, with Swift's usual
  /// `Double` text (`5.2`, `3.0`).
  open override func simpleDescription() -> String {
    "A square with sides of length \(sideLength)."
  }
}
