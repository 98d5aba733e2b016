enum ShapeKind: Int {
  case triangle = 3
  case square = 4
  case pentagon = 5
  case hexagon = 6

  var name: String {
    // TODO: "triangle"、"square"、"pentagon" 或 "hexagon"（用 switch self）
    ""
  }

  init?(shape: NamedShape) {
    // TODO: 原始值等于 shape.numberOfSides 的那个成员，没有则返回 nil
    return nil
  }
}
