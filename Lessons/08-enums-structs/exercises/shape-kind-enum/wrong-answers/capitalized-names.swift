// Wrong: the names are capitalized ("Triangle" instead of "triangle").
enum ShapeKind: Int {
  case triangle = 3
  case square = 4
  case pentagon = 5
  case hexagon = 6

  var name: String {
    switch self {
    case .triangle: return "Triangle"
    case .square: return "Square"
    case .pentagon: return "Pentagon"
    case .hexagon: return "Hexagon"
    }
  }

  init?(shape: NamedShape) {
    self.init(rawValue: shape.numberOfSides)
  }
}
