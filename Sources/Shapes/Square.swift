/// A square: four sides of the same length.
///
/// ```swift
/// let testSquare = Square(sideLength: 5.2, name: "my test square")
/// testSquare.area()               // 27.040000000000003
/// testSquare.simpleDescription()  // "A square with sides of length 5.2."
/// ```
///
/// - zh-Hans: 一个正方形：四条边长度相同。
open class Square: NamedShape {
  /// The length of each side.
  ///
  /// - zh-Hans: 每条边的长度。
  open var sideLength: Double

  /// Creates a square with four sides of length `sideLength`.
  ///
  /// - zh-Hans: 创建一个正方形，四条边的长度都是 `sideLength`。
  public init(sideLength: Double, name: String) {
    self.sideLength = sideLength
    super.init(name: name)
    numberOfSides = 4
  }

  /// `sideLength * sideLength`.
  ///
  /// - zh-Hans: 面积：`sideLength * sideLength`。
  open func area() -> Double {
    sideLength * sideLength
  }

  /// `"A square with sides of length <sideLength>."`, with Swift's usual
  /// `Double` text (`5.2`, `3.0`).
  ///
  /// - zh-Hans: 返回 `"A square with sides of length <sideLength>."`，
  ///   其中的边长按 Swift 通常的 `Double` 文字形式显示（`5.2`、`3.0`）。
  open override func simpleDescription() -> String {
    "A square with sides of length \(sideLength)."
  }
}
