// Wrong: never sets numberOfSides to 1, so the circle keeps NamedShape's 0 sides.
class Circle: NamedShape {
  var radius: Double

  init?(radius: Double, name: String) {
    guard radius > 0 else { return nil }
    self.radius = radius
    super.init(name: name)
  }

  override func simpleDescription() -> String {
    "A circle with a radius of \(radius)."
  }

  func area() -> Double {
    Double.pi * radius * radius
  }
}
