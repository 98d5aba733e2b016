// Wrong: writes NamedShape's sentence out instead of calling super, so it ignores numberOfSides.
class Rectangle: NamedShape {
  var width: Double
  var height: Double

  init(width: Double, height: Double, name: String) {
    self.width = width
    self.height = height
    super.init(name: name)
    numberOfSides = 4
  }

  convenience init(side: Double, name: String) {
    self.init(width: side, height: side, name: name)
  }

  func area() -> Double {
    width * height
  }

  override func simpleDescription() -> String {
    "A shape with 4 sides. It is \(width) wide and \(height) tall."
  }
}
