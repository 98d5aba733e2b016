// Wrong: area() computes the circumference 2πr instead of πr².
class Circle: NamedShape {
  var radius: Double

  init?(radius: Double, name: String) {
    guard radius > 0 else { return nil }
    self.radius = radius
    super.init(name: name)
    numberOfSides = 1
  }

  override func simpleDescription() -> String {
    "A circle with a radius of \(radius)."
  }

  func area() -> Double {
    2 * Double.pi * radius
  }
}
