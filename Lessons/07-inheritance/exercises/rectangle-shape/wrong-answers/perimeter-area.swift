// Wrong: area() returns the perimeter 2 × (width + height).
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
    2 * (width + height)
  }

  override func simpleDescription() -> String {
    "\(super.simpleDescription()) It is \(width) wide and \(height) tall."
  }
}
