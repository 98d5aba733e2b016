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
///
/// - zh-Hans: 三条边的长度都是 `sideLength` 的三角形。
///
///   导览中的 `Triangle` 是为类型转换（`shape as? Triangle`）而写的；
///   这里的 `Triangle` 还有一个 `perimeter`（带 setter 的计算属性）和一个 `area()`。
///   三条边共用一个边长，所以它总是等边三角形；`EquilateralTriangle` 则把这一点写在了名字里。
open class Triangle: NamedShape {
  /// The length of each of the three sides.
  ///
  /// - zh-Hans: 每条边的长度（三条边一样长）。
  open var sideLength: Double

  /// Creates a triangle with three sides of length `sideLength`.
  ///
  /// - zh-Hans: 创建一个三角形，三条边的长度都是 `sideLength`。
  public init(sideLength: Double, name: String) {
    self.sideLength = sideLength
    super.init(name: name)
    numberOfSides = 3
  }

  /// `3 * sideLength`; setting it sets ``sideLength`` to `newValue / 3`.
  ///
  /// - zh-Hans: 周长：`3 * sideLength`；给它赋值会把 `sideLength` 设为 `newValue / 3`。
  open var perimeter: Double {
    get { 3.0 * sideLength }
    set { sideLength = newValue / 3.0 }
  }

  /// The area of an equilateral triangle: `sqrt(3) / 4 * sideLength²`.
  ///
  /// - zh-Hans: 等边三角形的面积：`sqrt(3) / 4 * sideLength²`。
  open func area() -> Double {
    (3.0).squareRoot() / 4.0 * sideLength * sideLength
  }

  /// `"A triangle with sides of length <sideLength>."`.
  ///
  /// - zh-Hans: 返回 `"A triangle with sides of length <sideLength>."`。
  open override func simpleDescription() -> String {
    "A triangle with sides of length \(sideLength)."
  }
}
