import Shapes
import TutorChecks

private let validRadii: [Double] = [0.5, 1, 2.5, 4.2, 100, 0.001]

let checks = Checks {
  check("a radius of 0 fails") {
    try expectNil(Circle(radius: 0, name: "dot"), "Circle(radius: 0, name: \"dot\")")
  }
  check("negative radii fail") {
    for radius in [-1, -7, -0.5, -100] as [Double] {
      try expectNil(Circle(radius: radius, name: "bad"), "Circle(radius: \(radius), name: \"bad\")")
    }
  }
  check("positive radii succeed and keep the radius") {
    for radius in validRadii {
      let circle = try expectNotNil(
        Circle(radius: radius, name: "c"), "Circle(radius: \(radius), name: \"c\")")
      try expectEqual(circle.radius, radius, "radius of Circle(radius: \(radius), …)")
    }
  }
  check("the name is kept") {
    for name in ["coin", "big wheel", ""] {
      let circle = try expectNotNil(
        Circle(radius: 1, name: name), "Circle(radius: 1, name: \(show(name)))")
      try expectEqual(circle.name, name, "name of Circle(radius: 1, name: \(show(name)))")
    }
  }
  check("a circle has 1 side") {
    for radius in [0.5, 3] as [Double] {
      let circle = try expectNotNil(
        Circle(radius: radius, name: "c"), "Circle(radius: \(radius), …)")
      try expectEqual(circle.numberOfSides, 1, "numberOfSides of Circle(radius: \(radius), …)")
    }
  }
  check("simpleDescription() is \"A circle with a radius of <radius>.\"") {
    for radius in validRadii {
      let circle = try expectNotNil(
        Circle(radius: radius, name: "c"), "Circle(radius: \(radius), …)")
      let reference = try expectNotNil(Shapes.Circle(radius: radius, name: "c"), "Shapes.Circle")
      try expectEqual(
        circle.simpleDescription(), reference.simpleDescription(),
        "Circle(radius: \(radius), …).simpleDescription()")
    }
  }
  check("area() is π r²") {
    for radius in validRadii {
      let circle = try expectNotNil(
        Circle(radius: radius, name: "c"), "Circle(radius: \(radius), …)")
      let reference = try expectNotNil(Shapes.Circle(radius: radius, name: "c"), "Shapes.Circle")
      try expectApproximately(
        circle.area(), reference.area(), tolerance: 1e-9, "Circle(radius: \(radius), …).area()")
    }
  }
  check("changing radius changes the description and the area") {
    let circle = try expectNotNil(Circle(radius: 1, name: "c"), "Circle(radius: 1, …)")
    circle.radius = 3
    try expectEqual(
      circle.simpleDescription(), "A circle with a radius of 3.0.", "description after radius = 3")
    try expectApproximately(circle.area(), Double.pi * 9, "area after radius = 3")
  }
  check("it is a NamedShape, and overrides simpleDescription()") {
    let circle = try expectNotNil(
      Circle(radius: 2.5, name: "ring"), "Circle(radius: 2.5, name: \"ring\")")
    let shape: NamedShape = circle
    try expectEqual(shape.name, "ring", "name seen as a NamedShape")
    try expectEqual(shape.numberOfSides, 1, "numberOfSides seen as a NamedShape")
    try expectEqual(
      shape.simpleDescription(), "A circle with a radius of 2.5.",
      "simpleDescription() called through a NamedShape variable")
  }
}
