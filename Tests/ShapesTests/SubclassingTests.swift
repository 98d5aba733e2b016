import Shapes
import Testing

/// Subclasses written outside the Shapes module, the way lessons and exercises
/// write them: they compile only because the classes and members are `open`.
final class Hexagon: NamedShape {
  override init(name: String) {
    super.init(name: name)
    numberOfSides = 6
  }

  override func simpleDescription() -> String {
    "A hexagon called \(name)."
  }
}

final class Heptagon: Shape {
  override init() {
    super.init()
    numberOfSides = 7
  }

  override func simpleDescription() -> String { "A heptagon." }
}

final class LabelledSquare: Square {
  override var sideLength: Double {
    didSet { changes += 1 }
  }
  var changes = 0

  override func area() -> Double { super.area().rounded() }

  override func simpleDescription() -> String { "[\(super.simpleDescription())]" }
}

final class Ring: Circle {
  override func simpleDescription() -> String { "A ring: " + super.simpleDescription() }
}

@Suite struct SubclassingTests {
  @Test func overridesAreUsedThroughTheBaseType() throws {
    let shapes: [NamedShape] = [
      Hexagon(name: "honeycomb"),
      LabelledSquare(sideLength: 1.5, name: "box"),
      try #require(Ring(radius: 1, name: "ring")),
    ]
    #expect(
      shapes.map { $0.simpleDescription() } == [
        "A hexagon called honeycomb.",
        "[A square with sides of length 1.5.]",
        "A ring: A circle with a radius of 1.0.",
      ])
    #expect(shapes.map(\.numberOfSides) == [6, 4, 1])
  }

  @Test func shapeSubclassOverrides() {
    let shape: Shape = Heptagon()
    #expect(shape.numberOfSides == 7)
    #expect(shape.simpleDescription() == "A heptagon.")
  }

  @Test func overriddenPropertyAndMethod() {
    let square = LabelledSquare(sideLength: 1.5, name: "box")
    #expect(square.area() == 2)
    square.sideLength = 2
    #expect(square.changes == 1)
    #expect(square.area() == 4)
  }

  @Test func failableInitializerIsInherited() {
    #expect(Ring(radius: -1, name: "broken") == nil)
  }
}
