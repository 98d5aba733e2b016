/// A shape with a name: the tour's class with an initializer, and the base
/// class of ``Square``, ``Circle`` and ``Triangle``.
///
/// ```swift
/// let namedShape = NamedShape(name: "my named shape")
/// namedShape.simpleDescription()  // "A shape with 0 sides."
/// ```
///
/// `NamedShape` is not a subclass of ``Shape``; the tour defines them separately.
/// It is `open`: an exercise's own `class Circle: NamedShape` calls
/// `super.init(name:)`, sets ``numberOfSides`` and overrides
/// ``simpleDescription()``.
///
/// - zh-Hans: 有名字的图形：导览中那个带构造器的类，也是 `Square`、`Circle` 和 `Triangle` 的父类。
///
///   `NamedShape` 不是 `Shape` 的子类；导览把它们分开定义。它是 `open` 的：
///   练习里你自己写的 `class Circle: NamedShape` 会调用 `super.init(name:)`、设置 `numberOfSides`，
///   并重写 `simpleDescription()`。
open class NamedShape {
  /// How many sides the shape has; 0 until a subclass or caller sets it.
  ///
  /// - zh-Hans: 图形有几条边；在子类或调用方设置之前为 0。
  open var numberOfSides: Int = 0
  /// The shape's name, such as `"my test square"`.
  ///
  /// - zh-Hans: 图形的名字，比如 `"my test square"`。
  open var name: String

  /// Creates a shape called `name` with 0 sides.
  ///
  /// - zh-Hans: 创建一个名为 `name`、边数为 0 的图形。
  public init(name: String) {
    self.name = name
  }

  /// `"A shape with <numberOfSides> sides."`; subclasses describe themselves.
  ///
  /// - zh-Hans: 返回 `"A shape with <numberOfSides> sides."`；子类会给出自己的描述。
  open func simpleDescription() -> String {
    "A shape with \(numberOfSides) sides."
  }
}
