enum ShapeKind: Int {
  case triangle = 3
  case square = 4
  case pentagon = 5
  case hexagon = 6

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
