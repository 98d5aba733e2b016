// Wrong: the raw values are left implicit, so they count from 0 instead of the sides.
enum ShapeKind: Int {
  case triangle
  case square
  case pentagon
  case hexagon

  var name: String {
    switch self {
    case .triangle: return "triangle"
    case .square: return "square"
    case .pentagon: return "pentagon"
    case .hexagon: return "hexagon"
    }
  }

  init?(shape: NamedShape) {
    self.init(rawValue: shape.numberOfSides)
  }
}
