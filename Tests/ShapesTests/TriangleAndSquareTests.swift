import Shapes
import Testing

@Suite struct TriangleAndSquareTests {
  @Test func startsWithEqualSides() {
    let pair = TriangleAndSquare(size: 10, name: "another test shape")
    #expect(pair.square.sideLength == 10)
    #expect(pair.triangle.sideLength == 10)
    #expect(pair.square.name == "another test shape")
    #expect(pair.triangle.name == "another test shape")
  }

  @Test func assigningASquareResizesTheTriangle() {
    let pair = TriangleAndSquare(size: 10, name: "another test shape")
    pair.square = Square(sideLength: 50, name: "larger square")
    #expect(pair.triangle.sideLength == 50)
    #expect(pair.square.name == "larger square")
  }

  @Test func assigningATriangleResizesTheSquare() {
    let pair = TriangleAndSquare(size: 10, name: "pair")
    let oldSquare = pair.square
    pair.triangle = EquilateralTriangle(sideLength: 2.5, name: "smaller triangle")
    #expect(pair.square.sideLength == 2.5)
    #expect(pair.square === oldSquare)
  }

  @Test func changingASideInPlaceDoesNotRunTheObservers() {
    let pair = TriangleAndSquare(size: 10, name: "pair")
    pair.square.sideLength = 7
    #expect(pair.triangle.sideLength == 10)
  }
}
