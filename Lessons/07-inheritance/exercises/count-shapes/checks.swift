import Shapes
import TutorChecks

let checks = Checks {
  check("one square and two triangles, read by label") {
    let result = countShapes([square(1), triangle(2), triangle(3)])
    try expectEqual(result.squares, 1, "countShapes([square, triangle, triangle]).squares")
    try expectEqual(result.triangles, 2, "countShapes([square, triangle, triangle]).triangles")
  }
  check("squares come first in the tuple, triangles second") {
    let result = countShapes([triangle(1), square(2), square(3), square(4)])
    try expectEqual(
      Counts(result.0, result.1), Counts(3, 1),
      "countShapes([triangle, square, square, square]) by position")
  }
  check("an empty list gives (squares: 0, triangles: 0)") {
    try expectEqual(Counts(countShapes([])), Counts(0, 0), "countShapes([])")
  }
  check("an EquilateralTriangle counts as a triangle") {
    let shapes: [NamedShape] = [equilateral(1), equilateral(2), triangle(3)]
    try expectEqual(
      Counts(countShapes(shapes)), Counts(0, 3), "countShapes([equilateral, equilateral, triangle])"
    )
  }
  check("circles and plain NamedShapes count for neither") {
    let shapes: [NamedShape] = [try circle(1), Shapes.NamedShape(name: "blob"), try circle(2)]
    try expectEqual(
      Counts(countShapes(shapes)), Counts(0, 0), "countShapes([circle, blob, circle])")
  }
  check("the type decides, not numberOfSides") {
    let fakeSquare = Shapes.NamedShape(name: "looks square")
    fakeSquare.numberOfSides = 4
    let fakeTriangle = Shapes.NamedShape(name: "looks triangular")
    fakeTriangle.numberOfSides = 3
    try expectEqual(
      Counts(countShapes([fakeSquare, fakeTriangle, square(1)])), Counts(1, 0),
      "countShapes of NamedShapes with 4 and 3 sides, plus one real Square")
  }
  check("a subclass of Square defined elsewhere counts as a square") {
    let shapes: [NamedShape] = [
      ChecksTile(sideLength: 1, name: "tile"), ChecksTile(sideLength: 2, name: "tile"), triangle(1),
    ]
    try expectEqual(
      Counts(countShapes(shapes)), Counts(2, 1),
      "countShapes([tile, tile, triangle]) where tile is a Square subclass")
  }
  check("mixed lists of several sizes") {
    let mixed: [NamedShape] = [
      try circle(1), square(2), equilateral(3), Shapes.NamedShape(name: "x"), square(4),
    ]
    let squareHeavy: [NamedShape] = [
      square(1), square(2), square(3), square(4), square(5), triangle(1), equilateral(2),
    ]
    let twenty: [NamedShape] = (1...20).map(patterned)
    try expectSameResults(
      for: [[square(1)], [triangle(1)], mixed, squareHeavy, twenty],
      describe: { "countShapes(\(describeList($0)))" },
      student: { Counts(countShapes($0)) }, reference: referenceCounts)
  }
}

private struct Counts: Equatable, CustomStringConvertible {
  let squares: Int, triangles: Int
  init(_ squares: Int, _ triangles: Int) { (self.squares, self.triangles) = (squares, triangles) }
  init(_ tuple: (squares: Int, triangles: Int)) { self.init(tuple.squares, tuple.triangles) }
  var description: String { "(squares: \(squares), triangles: \(triangles))" }
}

private final class ChecksTile: Shapes.Square {}

private func square(_ side: Double) -> NamedShape {
  Shapes.Square(sideLength: side, name: "square")
}
private func triangle(_ side: Double) -> NamedShape {
  Shapes.Triangle(sideLength: side, name: "triangle")
}
private func equilateral(_ side: Double) -> NamedShape {
  Shapes.EquilateralTriangle(sideLength: side, name: "equilateral")
}
private func circle(_ radius: Double) throws -> NamedShape {
  try expectNotNil(Shapes.Circle(radius: radius, name: "circle"), "Circle(radius: \(radius), …)")
}

/// Shape number `n` of a longer list: a square, an equilateral triangle or a plain shape.
private func patterned(_ n: Int) -> NamedShape {
  switch n % 3 {
  case 0: return square(Double(n))
  case 1: return equilateral(Double(n))
  default: return Shapes.NamedShape(name: "plain")
  }
}

private func referenceCounts(_ shapes: [NamedShape]) -> Counts {
  Counts(shapes.filter { $0 is Shapes.Square }.count, shapes.filter { $0 is Shapes.Triangle }.count)
}

private func describeList(_ shapes: [NamedShape]) -> String {
  "[" + shapes.map { String(describing: type(of: $0)) }.joined(separator: ", ") + "]"
}
