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
open class NamedShape {
  /// How many sides the shape has; 0 until a subclass or caller sets it.
  open var numberOfSides: Int = 0
  /// The shape's name, such as `"my test square"`.
  open var name: String

  /// Creates a shape called `name` with 0 sides.
  public init(name: String) {
    self.name = name
  }

  /// `"A shape with <numberOfSides> sides."`; subclasses describe themselves.
  open func simpleDescription() -> String {
    "A shape with \(numberOfSides) sides."
  }
}
