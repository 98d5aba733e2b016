import Shapes
import TutorChecks

let checks = Checks {
  check("a square: \"tile (4 sides): A square with sides of length 5.2.\"") {
    let square = Shapes.Square(sideLength: 5.2, name: "tile")
    try expectEqual(
      makeLabel(for: square), "tile (4 sides): A square with sides of length 5.2.",
      "makeLabel(for: Square(sideLength: 5.2, name: \"tile\"))")
  }
  check("a plain NamedShape has 0 sides") {
    try expectEqual(
      makeLabel(for: Shapes.NamedShape(name: "blob")), "blob (0 sides): A shape with 0 sides.",
      "makeLabel(for: NamedShape(name: \"blob\"))")
  }
  check("a circle has \"1 side\", singular") {
    let circle = try expectNotNil(Shapes.Circle(radius: 2, name: "ring"), "Circle(radius: 2, …)")
    try expectEqual(
      makeLabel(for: circle), "ring (1 side): A circle with a radius of 2.0.",
      "makeLabel(for: Circle(radius: 2, name: \"ring\"))")
  }
  check("triangles use their own descriptions") {
    let plain = Shapes.Triangle(sideLength: 3.1, name: "wedge")
    let even = Shapes.EquilateralTriangle(sideLength: 1.5, name: "even")
    try expectEqual(
      makeLabel(for: plain), "wedge (3 sides): \(plain.simpleDescription())",
      "makeLabel(for: Triangle(sideLength: 3.1, name: \"wedge\"))")
    try expectEqual(
      makeLabel(for: even), "even (3 sides): \(even.simpleDescription())",
      "makeLabel(for: EquilateralTriangle(sideLength: 1.5, name: \"even\"))")
  }
  check("numberOfSides is read when the label is made") {
    let shape = Shapes.NamedShape(name: "hexagon")
    shape.numberOfSides = 6
    try expectEqual(
      makeLabel(for: shape), "hexagon (6 sides): A shape with 6 sides.",
      "label after setting numberOfSides = 6")
    shape.numberOfSides = 11
    try expectEqual(
      makeLabel(for: shape), "hexagon (11 sides): A shape with 11 sides.",
      "label after setting numberOfSides = 11")
  }
  check("any shape with exactly 1 side says \"side\"") {
    let shape = Shapes.NamedShape(name: "line")
    shape.numberOfSides = 1
    try expectEqual(
      makeLabel(for: shape), "line (1 side): A shape with 1 sides.",
      "label of a NamedShape with numberOfSides = 1")
  }
  check("a renamed shape gets its new name") {
    let square = Shapes.Square(sideLength: 3, name: "old")
    square.name = "big square"
    try expectEqual(
      makeLabel(for: square), "big square (4 sides): A square with sides of length 3.0.",
      "label after renaming to \"big square\"")
  }
  check("a subclass's own simpleDescription() is used") {
    let star = ChecksStar(name: "sheriff")
    try expectEqual(
      makeLabel(for: star), "sheriff (5 sides): Twinkle.",
      "label of a NamedShape subclass whose simpleDescription() returns \"Twinkle.\"")
  }
}

/// A subclass defined by the checks, to show that the label calls the override.
private final class ChecksStar: NamedShape {
  override init(name starName: String) {
    super.init(name: starName)
    numberOfSides = 5
  }
  override func simpleDescription() -> String { "Twinkle." }
}
