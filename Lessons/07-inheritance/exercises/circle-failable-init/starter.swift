class Circle: NamedShape {
  var radius: Double

  init?(radius: Double, name: String) {
    // TODO: return nil unless radius > 0, and set numberOfSides to 1
    self.radius = radius
    super.init(name: name)
  }

  override func simpleDescription() -> String {
    // TODO: "A circle with a radius of <radius>."
    "A circle."
  }

  func area() -> Double {
    // TODO: π r²
    0
  }
}
