/// A circle, created through a failable initializer: the tour's example of
/// `init?`.
///
/// ```swift
/// let successfulCircle = Circle(radius: 4.2, name: "successful circle")  // Circle?
/// let failedCircle = Circle(radius: -7, name: "failed circle")           // nil
/// ```
///
/// A circle counts as having one side (``numberOfSides`` is 1).
///
/// - zh-Hans: 一个圆，通过可失败构造器创建：导览中 `init?` 的例子。
///
///   圆算作有一条边（`numberOfSides` 为 1）。
open class Circle: NamedShape {
  /// The distance from the centre to the edge; greater than 0 in a circle made by `init?`.
  ///
  /// - zh-Hans: 从圆心到边缘的距离；用 `init?` 创建的圆，半径一定大于 0。
  open var radius: Double

  /// Creates a circle, or returns `nil` unless `radius` is greater than 0.
  ///
  /// So 0, negative radii and `Double.nan` (which is not greater than anything)
  /// all fail. An infinite radius is accepted.
  ///
  /// - zh-Hans: 创建一个圆；除非 `radius` 大于 0，否则返回 `nil`。
  ///
  ///   因此 0、负数半径和 `Double.nan`（它不大于任何值）都会失败。但无穷大的半径可以接受。
  public init?(radius: Double, name: String) {
    guard radius > 0 else { return nil }
    self.radius = radius
    super.init(name: name)
    numberOfSides = 1
  }

  /// `Double.pi * radius * radius`.
  ///
  /// - zh-Hans: 面积：`Double.pi * radius * radius`。
  open func area() -> Double {
    Double.pi * radius * radius
  }

  /// `"A circle with a radius of <radius>."`, such as `"A circle with a radius of 4.2."`.
  ///
  /// - zh-Hans: 返回 `"A circle with a radius of <radius>."`，
  ///   比如 `"A circle with a radius of 4.2."`。
  open override func simpleDescription() -> String {
    "A circle with a radius of \(radius)."
  }
}
