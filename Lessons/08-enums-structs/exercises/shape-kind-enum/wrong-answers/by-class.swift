// Wrong: init?(shape:) looks at the shape's class instead of its numberOfSides.
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
    if shape is Square {
      self = .square
    } else if shape is Triangle {
      self = .triangle
    } else {
      return nil
    }
  }
}
