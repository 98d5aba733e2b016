class Rectangle: NamedShape {
  var width: Double
  var height: Double

  init(width: Double, height: Double, name: String) {
    self.width = width
    self.height = height
    super.init(name: name)
    // TODO: a rectangle has 4 sides
  }

  convenience init(side: Double, name: String) {
    // TODO: call the designated initializer with equal width and height
    self.init(width: side, height: 1, name: name)
  }

  func area() -> Double {
    // TODO: width times height
    0
  }

  override func simpleDescription() -> String {
    // TODO: super's description, then " It is <width> wide and <height> tall."
    super.simpleDescription()
  }
}
