enum ShapeKind: Int {
  case triangle = 3
  case square = 4
  case pentagon = 5
  case hexagon = 6

  var name: String {
    // TODO: "triangle", "square", "pentagon" or "hexagon" (use switch self)
    ""
  }

  init?(shape: NamedShape) {
    // TODO: the case whose raw value is shape.numberOfSides, or nil
    return nil
  }
}
