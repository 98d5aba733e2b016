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
///
/// - zh-Hans: 三条边相等的三角形：导览中的 `EquilateralTriangle`，在这里它是 `Triangle` 的子类，
///   所以 `shape as? Triangle` 也会把它算进去。
///
///   它从 `Triangle` 继承了 `perimeter`、`area()` 和 `numberOfSides`（值为 3）。
open class EquilateralTriangle: Triangle {
  /// Creates an equilateral triangle with three sides of length `sideLength`.
  ///
  /// - zh-Hans: 创建一个等边三角形，三条边的长度都是 `sideLength`。
  public override init(sideLength: Double, name: String) {
    super.init(sideLength: sideLength, name: name)
  }

  /// `"An equilateral triangle with sides of length <sideLength>."`.
  ///
  /// - zh-Hans: 返回 `"An equilateral triangle with sides of length <sideLength>."`。
  open override func simpleDescription() -> String {
    "An equilateral triangle with sides of length \(sideLength)."
  }
}
