import Shapes
import Testing

@Suite struct TriangleTests {
  @Test func triangleHasThreeSides() {
    let triangle = Triangle(sideLength: 1.5, name: "triangle1")
    #expect(triangle.name == "triangle1")
    #expect(triangle.numberOfSides == 3)
    #expect(triangle.sideLength == 1.5)
    #expect(triangle.simpleDescription() == "A triangle with sides of length 1.5.")
  }

  @Test func areaIsTheEquilateralFormula() {
    let triangle = Triangle(sideLength: 2, name: "t")
    #expect(triangle.area() == (3.0).squareRoot())
    #expect(Triangle(sideLength: 0, name: "flat").area() == 0)
  }

  @Test func perimeterGetAndSet() {
    let triangle = Triangle(sideLength: 3.1, name: "a triangle")
    #expect(triangle.perimeter == 3 * 3.1)
    triangle.perimeter = 9.9
    #expect(triangle.sideLength == 9.9 / 3)
    #expect(triangle.perimeter == 3 * (9.9 / 3))
    triangle.perimeter = 12
    #expect(triangle.sideLength == 4)
    #expect(triangle.simpleDescription() == "A triangle with sides of length 4.0.")
  }

  @Test func equilateralTriangleIsATriangle() {
    let triangle = EquilateralTriangle(sideLength: 3.1, name: "a triangle")
    #expect(triangle.numberOfSides == 3)
    #expect(triangle.name == "a triangle")
    #expect(
      triangle.simpleDescription() == "An equilateral triangle with sides of length 3.1.")
    let shape: NamedShape = triangle
    #expect(shape is Triangle)
    #expect(!(shape is Square))
    triangle.perimeter = 6
    #expect(triangle.sideLength == 2)
    #expect(triangle.area() == (3.0).squareRoot())
  }

  @Test func castingCountsSquaresAndTriangles() {
    let shapes: [NamedShape] = [
      Triangle(sideLength: 1.5, name: "triangle1"),
      EquilateralTriangle(sideLength: 4.2, name: "triangle2"),
      Square(sideLength: 3.2, name: "square1"),
      Square(sideLength: 2.7, name: "square2"),
      NamedShape(name: "plain"),
    ]
    #expect(shapes.filter { $0 is Square }.count == 2)
    #expect(shapes.filter { $0 is Triangle }.count == 2)
  }
}
