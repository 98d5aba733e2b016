// Wrong: the description is computed once in the initializer, so it misses later radius changes.
class Circle: NamedShape {
  var radius: Double
  let text: String

  init?(radius: Double, name: String) {
    guard radius > 0 else { return nil }
    self.radius = radius
    text = "A circle with a radius of \(radius)."
    super.init(name: name)
    numberOfSides = 1
  }

  override func simpleDescription() -> String {
    text
  }

  func area() -> Double {
    Double.pi * radius * radius
  }
}
