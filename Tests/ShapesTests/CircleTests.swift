import Shapes
import Testing

@Suite struct CircleTests {
  @Test func successfulCircle() throws {
    let circle = try #require(Circle(radius: 4.2, name: "successful circle"))
    #expect(circle.name == "successful circle")
    #expect(circle.radius == 4.2)
    #expect(circle.numberOfSides == 1)
    #expect(circle.area() == Double.pi * 4.2 * 4.2)
    #expect(circle.simpleDescription() == "A circle with a radius of 4.2.")
  }

  @Test func smallRadiusWorks() throws {
    let circle = try #require(Circle(radius: 0.5, name: "small"))
    #expect(circle.area() == Double.pi * 0.25)
    #expect(circle.simpleDescription() == "A circle with a radius of 0.5.")
  }

  @Test(arguments: [0.0, -0.0, -7.0, -Double.leastNonzeroMagnitude, -Double.infinity, Double.nan])
  func nonPositiveOrNaNRadiusFails(radius: Double) {
    #expect(Circle(radius: radius, name: "failed circle") == nil)
  }

  @Test func wholeNumberRadiusPrintsWithADecimalPoint() throws {
    let circle = try #require(Circle(radius: 2, name: "c"))
    #expect(circle.simpleDescription() == "A circle with a radius of 2.0.")
  }
}
