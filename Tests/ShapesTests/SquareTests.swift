import Shapes
import Testing

@Suite struct SquareTests {
  @Test func squareFromTheTour() {
    let testSquare = Square(sideLength: 5.2, name: "my test square")
    #expect(testSquare.name == "my test square")
    #expect(testSquare.numberOfSides == 4)
    #expect(testSquare.sideLength == 5.2)
    #expect(testSquare.area() == 5.2 * 5.2)
    #expect(testSquare.simpleDescription() == "A square with sides of length 5.2.")
  }

  @Test func wholeNumbersPrintWithADecimalPoint() {
    let square = Square(sideLength: 3, name: "s")
    #expect(square.area() == 9)
    #expect(square.simpleDescription() == "A square with sides of length 3.0.")
  }

  @Test func changingTheSideChangesAreaAndDescription() {
    let square = Square(sideLength: 1, name: "s")
    square.sideLength = 2.5
    #expect(square.area() == 6.25)
    #expect(square.simpleDescription() == "A square with sides of length 2.5.")
  }

  @Test func squareIsANamedShape() {
    let shape: NamedShape = Square(sideLength: 2, name: "s")
    #expect(shape.simpleDescription() == "A square with sides of length 2.0.")
  }
}
