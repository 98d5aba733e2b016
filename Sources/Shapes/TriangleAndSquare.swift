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
///
/// - zh-Hans: 导览中属性观察器的例子：一个三角形和一个正方形，它们的边长保持相等。
///
///   给 `triangle` 赋一个新的三角形时，`square` 的边长会变成新三角形的边长；
///   给 `square` 赋一个新的正方形时，`triangle` 也会同样跟着变（由 `willSet` 观察器完成）。
///
///   只有给属性赋一个新的图形时，观察器才会运行。修改当前图形的边长（`pair.square.sideLength = 7`）
///   改的是那个对象的属性，而不是 `square` 属性本身，所以另一个图形不会跟着变。
open class TriangleAndSquare {
  /// The triangle; assigning one sets ``square``'s side length to match.
  ///
  /// - zh-Hans: 这个三角形；赋一个新的三角形时，`square` 的边长会随之变得和它相同。
  open var triangle: EquilateralTriangle {
    willSet { square.sideLength = newValue.sideLength }
  }

  /// The square; assigning one sets ``triangle``'s side length to match.
  ///
  /// - zh-Hans: 这个正方形；赋一个新的正方形时，`triangle` 的边长会随之变得和它相同。
  open var square: Square {
    willSet { triangle.sideLength = newValue.sideLength }
  }

  /// Creates a square and a triangle, both with sides of length `size` and
  /// both called `name`.
  ///
  /// - zh-Hans: 创建一个正方形和一个三角形，边长都是 `size`，名字都是 `name`。
  public init(size: Double, name: String) {
    square = Square(sideLength: size, name: name)
    triangle = EquilateralTriangle(sideLength: size, name: name)
  }
}
