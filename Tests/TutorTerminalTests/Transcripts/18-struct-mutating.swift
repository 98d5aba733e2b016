struct Point {
  var x = 0.0, y = 0.0
  mutating func moveBy(x deltaX: Double, y deltaY: Double) {
    x += deltaX
    y += deltaY
  }
}
var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
enum TriStateSwitch {
  case off, low, high
  mutating func next() {
    switch self {
    case .off: self = .low
    case .low: self = .high
    case .high: self = .off
    }
  }
}
var ovenLight = TriStateSwitch.low
ovenLight.next()
ovenLight.next()
print(ovenLight)
var copy = somePoint
copy.x = 100
print(somePoint.x, copy.x)
