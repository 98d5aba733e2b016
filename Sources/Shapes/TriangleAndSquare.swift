/// The tour's property-observer example: a triangle and a square whose side
/// lengths are kept equal.
///
/// Assigning a new ``triangle`` gives ``square`` the new triangle's side
/// length, and assigning a new ``square`` does the same for ``triangle``
/// (`willSet` observers).
///
/// ```swift
/// let pair = TriangleAndSquare(size: 10, name: "another test shape")
/// pair.square = Square(sideLength: 50, name: "larger square")
/// pair.triangle.sideLength  // 50.0
/// ```
///
/// The observers run when a property is assigned a new shape. Changing a side
/// of the current shape (`pair.square.sideLength = 7`) changes a property of
/// that object, not the `square` property itself, so nothing else follows.
open class TriangleAndSquare {
  /// The triangle; assigning one sets ``square``'s side length to match.
  open var triangle: EquilateralTriangle {
    willSet { square.sideLength = newValue.sideLength }
  }

  /// The square; assigning one sets ``triangle``'s side length to match.
  open var square: Square {
    willSet { triangle.sideLength = newValue.sideLength }
  }

  /// Creates a square and a triangle, both with sides of length `size` and
  /// both called `name`.
  public init(size: Double, name: String) {
    square = Square(sideLength: size, name: name)
    triangle = EquilateralTriangle(sideLength: size, name: name)
  }
}
