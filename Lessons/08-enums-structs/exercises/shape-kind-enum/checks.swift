import Shapes
import TutorChecks

let checks = Checks {
  check("each case has its number of sides as raw value") {
    try expectEqual(ShapeKind.triangle.rawValue, 3, "ShapeKind.triangle.rawValue")
    try expectEqual(ShapeKind.square.rawValue, 4, "ShapeKind.square.rawValue")
    try expectEqual(ShapeKind.pentagon.rawValue, 5, "ShapeKind.pentagon.rawValue")
    try expectEqual(ShapeKind.hexagon.rawValue, 6, "ShapeKind.hexagon.rawValue")
  }
  check("init?(rawValue:) finds the cases 3 to 6") {
    try expectEqual(ShapeKind(rawValue: 3), .triangle, "ShapeKind(rawValue: 3)")
    try expectEqual(ShapeKind(rawValue: 4), .square, "ShapeKind(rawValue: 4)")
    try expectEqual(ShapeKind(rawValue: 5), .pentagon, "ShapeKind(rawValue: 5)")
    try expectEqual(ShapeKind(rawValue: 6), .hexagon, "ShapeKind(rawValue: 6)")
  }
  check("init?(rawValue:) fails for 2 and 7") {
    try expectNil(ShapeKind(rawValue: 2), "ShapeKind(rawValue: 2)")
    try expectNil(ShapeKind(rawValue: 7), "ShapeKind(rawValue: 7)")
    try expectNil(ShapeKind(rawValue: 0), "ShapeKind(rawValue: 0)")
  }
  check("names are exact lowercase words") {
    try expectEqual(ShapeKind.triangle.name, "triangle", "ShapeKind.triangle.name")
    try expectEqual(ShapeKind.square.name, "square", "ShapeKind.square.name")
    try expectEqual(ShapeKind.pentagon.name, "pentagon", "ShapeKind.pentagon.name")
    try expectEqual(ShapeKind.hexagon.name, "hexagon", "ShapeKind.hexagon.name")
  }
  check("a Square is a .square") {
    try expectEqual(
      ShapeKind(shape: Shapes.Square(sideLength: 2, name: "s")), .square,
      "ShapeKind(shape: a Square)")
  }
  check("a Triangle and an EquilateralTriangle are both .triangle") {
    try expectEqual(
      ShapeKind(shape: Shapes.Triangle(sideLength: 1, name: "t")), .triangle,
      "ShapeKind(shape: a Triangle)")
    try expectEqual(
      ShapeKind(shape: Shapes.EquilateralTriangle(sideLength: 1, name: "e")), .triangle,
      "ShapeKind(shape: an EquilateralTriangle)")
  }
  check("a Circle (1 side) has no kind") {
    let circle = try expectNotNil(Shapes.Circle(radius: 1, name: "c"), "Circle(radius: 1, …)")
    try expectNil(ShapeKind(shape: circle), "ShapeKind(shape: a Circle)")
  }
  check("NamedShapes with 5 and 6 sides are .pentagon and .hexagon") {
    try expectEqual(
      ShapeKind(shape: sided(5)), .pentagon, "ShapeKind(shape: a NamedShape with 5 sides)")
    try expectEqual(
      ShapeKind(shape: sided(6)), .hexagon, "ShapeKind(shape: a NamedShape with 6 sides)")
    try expectEqual(
      ShapeKind(shape: sided(3)), .triangle, "ShapeKind(shape: a NamedShape with 3 sides)")
  }
  check("NamedShapes with 0, 7, 2 or 8 sides have no kind") {
    for sides in [0, 7, 2, 8] {
      try expectNil(
        ShapeKind(shape: sided(sides)), "ShapeKind(shape: a NamedShape with \(sides) sides)")
    }
  }
  check("the shape's current numberOfSides is used") {
    let square = Shapes.Square(sideLength: 1, name: "changing")
    square.numberOfSides = 6
    try expectEqual(
      ShapeKind(shape: square), .hexagon,
      "ShapeKind(shape: a Square whose numberOfSides was set to 6)")
  }
}

private func sided(_ sides: Int) -> NamedShape {
  let shape = Shapes.NamedShape(name: "\(sides)-gon")
  shape.numberOfSides = sides
  return shape
}
