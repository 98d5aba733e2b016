import Shapes
import TutorChecks

private let sizes: [(Double, Double)] = [(3, 2), (0.9, 2), (10, 10), (0.5, 7.25), (1, 100)]

let checks = Checks {
  check("the designated initializer stores width, height and name") {
    for (width, height) in sizes {
      let box = Rectangle(width: width, height: height, name: "box")
      try expectEqual(box.width, width, "width of Rectangle(width: \(width), height: \(height), …)")
      try expectEqual(
        box.height, height, "height of Rectangle(width: \(width), height: \(height), …)")
      try expectEqual(box.name, "box", "name of Rectangle(…, name: \"box\")")
    }
  }
  check("a rectangle has 4 sides") {
    try expectEqual(
      Rectangle(width: 3, height: 2, name: "r").numberOfSides, 4,
      "numberOfSides of Rectangle(width:height:name:)")
    try expectEqual(
      Rectangle(side: 5, name: "s").numberOfSides, 4, "numberOfSides of Rectangle(side:name:)")
  }
  check("init(side:name:) makes width and height equal") {
    for side in [1, 2.5, 40] as [Double] {
      let tile = Rectangle(side: side, name: "tile")
      try expectEqual(tile.width, side, "width of Rectangle(side: \(side), name: \"tile\")")
      try expectEqual(tile.height, side, "height of Rectangle(side: \(side), name: \"tile\")")
      try expectEqual(tile.name, "tile", "name of Rectangle(side: \(side), name: \"tile\")")
    }
  }
  check("area() is width times height") {
    for (width, height) in sizes {
      try expectApproximately(
        Rectangle(width: width, height: height, name: "r").area(), width * height,
        "Rectangle(width: \(width), height: \(height), …).area()")
    }
    try expectApproximately(Rectangle(side: 3, name: "t").area(), 9, "Rectangle(side: 3, …).area()")
  }
  check("simpleDescription() adds width and height to NamedShape's sentence") {
    try expectEqual(
      Rectangle(width: 0.9, height: 2, name: "door").simpleDescription(),
      "A shape with 4 sides. It is 0.9 wide and 2.0 tall.",
      "Rectangle(width: 0.9, height: 2, name: \"door\").simpleDescription()")
    for (width, height) in sizes {
      try expectEqual(
        Rectangle(width: width, height: height, name: "r").simpleDescription(),
        "A shape with 4 sides. It is \(width) wide and \(height) tall.",
        "Rectangle(width: \(width), height: \(height), …).simpleDescription()")
    }
  }
  check("the description starts with super's, so it follows numberOfSides") {
    let odd = Rectangle(width: 2, height: 1, name: "odd")
    odd.numberOfSides = 5
    try expectEqual(
      odd.simpleDescription(), "A shape with 5 sides. It is 2.0 wide and 1.0 tall.",
      "description after setting numberOfSides = 5")
  }
  check("changes to width and height show in area and description") {
    let pane = Rectangle(side: 1, name: "pane")
    pane.width = 4
    pane.height = 0.5
    try expectApproximately(pane.area(), 2, "area after width = 4, height = 0.5")
    try expectEqual(
      pane.simpleDescription(), "A shape with 4 sides. It is 4.0 wide and 0.5 tall.",
      "description after width = 4, height = 0.5")
  }
  check("it is a NamedShape, and the override runs through one") {
    let shape: NamedShape = Rectangle(width: 6, height: 3, name: "flag")
    try expectEqual(shape.name, "flag", "name seen as a NamedShape")
    try expectEqual(
      shape.simpleDescription(), "A shape with 4 sides. It is 6.0 wide and 3.0 tall.",
      "simpleDescription() called through a NamedShape variable")
    try expectFalse(shape is Shapes.Square, "a Rectangle should not be a Square")
  }
  check("a subclass of Rectangle inherits both initializers") {
    let banner = ChecksBanner(side: 2, name: "banner")
    try expectEqual(banner.width * banner.height, 4, "width × height of ChecksBanner(side: 2, …)")
    try expectEqual(
      banner.simpleDescription(), "A shape with 4 sides. It is 2.0 wide and 2.0 tall. Hooray!",
      "a subclass's description built on yours")
  }
}

/// A subclass defined by the checks; it adds no stored properties, so it inherits every initializer.
private final class ChecksBanner: Rectangle {
  override func simpleDescription() -> String { super.simpleDescription() + " Hooray!" }
}
