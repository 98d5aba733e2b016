/// The Swift tour's first class: a shape that only knows how many sides it has.
///
/// `Shape` has no initializer parameters, so its sides start at 0 and are set
/// afterwards:
///
/// ```swift
/// let shape = Shape()
/// shape.numberOfSides = 7
/// shape.simpleDescription()  // "A shape with 7 sides."
/// ```
///
/// ``NamedShape`` is the tour's next, separate class (not a subclass of this one).
/// Both are `open`, so code in another module (a lesson, an exercise) can
/// subclass them and override their members.
///
/// - zh-Hans: Swift 导览中的第一个类：一个只知道自己有几条边的图形。
///
///   `Shape` 的构造器没有参数，所以边数一开始是 0，之后再设置（见示例）。
///
///   `NamedShape` 是导览里的下一个类，和 `Shape` 相互独立（不是 `Shape` 的子类）。
///   两者都是 `open` 的，所以其他模块中的代码（课程、练习）可以继承它们，并重写它们的成员。
open class Shape {
  /// How many sides the shape has; 0 until set.
  ///
  /// - zh-Hans: 图形有几条边；设置之前为 0。
  open var numberOfSides: Int = 0

  /// Creates a shape with 0 sides.
  ///
  /// - zh-Hans: 创建一个边数为 0 的图形。
  public init() {}

  /// `"A shape with <numberOfSides> sides."`, such as `"A shape with 7 sides."`.
  ///
  /// - zh-Hans: 返回 `"A shape with <numberOfSides> sides."`，比如 `"A shape with 7 sides."`。
  open func simpleDescription() -> String {
    "A shape with \(numberOfSides) sides."
  }
}
