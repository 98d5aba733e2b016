import Shapes
import Testing

@Suite struct ShapeTests {
  @Test func shapeStartsWithZeroSides() {
    let shape = Shape()
    #expect(shape.numberOfSides == 0)
    #expect(shape.simpleDescription() == "A shape with 0 sides.")
  }

  @Test func shapeDescribesItsSides() {
    let shape = Shape()
    shape.numberOfSides = 7
    #expect(shape.simpleDescription() == "A shape with 7 sides.")
  }

  @Test func namedShapeKeepsItsName() {
    let namedShape = NamedShape(name: "my named shape")
    #expect(namedShape.name == "my named shape")
    #expect(namedShape.numberOfSides == 0)
    #expect(namedShape.simpleDescription() == "A shape with 0 sides.")
    namedShape.numberOfSides = 5
    namedShape.name = "pentagon"
    #expect(namedShape.simpleDescription() == "A shape with 5 sides.")
    #expect(namedShape.name == "pentagon")
  }

  @Test func namedShapeIsNotAShape() {
    let namedShape: Any = NamedShape(name: "separate")
    #expect(!(namedShape is Shape))
  }
}
