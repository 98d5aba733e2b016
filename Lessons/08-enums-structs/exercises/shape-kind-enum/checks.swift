import Shapes
import TutorChecks

let checks = Checks {
  check("each case has its number of sides as raw value", zh: "每个枚举成员的原始值是它的边数") {
    observe(ShapeKind.triangle.rawValue, "ShapeKind.triangle.rawValue")
    observe(ShapeKind.square.rawValue, "ShapeKind.square.rawValue")
    observe(ShapeKind.pentagon.rawValue, "ShapeKind.pentagon.rawValue")
    observe(ShapeKind.hexagon.rawValue, "ShapeKind.hexagon.rawValue")
  }
  check("init?(rawValue:) finds the cases 3 to 6", zh: "init?(rawValue:) 能找到 3 到 6 对应的成员") {
    for raw in 3...6 {
      observe(caseName(ShapeKind(rawValue: raw)), "ShapeKind(rawValue: \(raw))")
    }
  }
  check("init?(rawValue:) fails for 2 and 7", zh: "init?(rawValue:) 对 2 和 7 返回 nil") {
    for raw in [2, 7, 0] {
      observe(caseName(ShapeKind(rawValue: raw)), "ShapeKind(rawValue: \(raw))")
    }
  }
  check("names are exact lowercase words", zh: "name 是准确的小写单词") {
    observe(ShapeKind.triangle.name, "ShapeKind.triangle.name")
    observe(ShapeKind.square.name, "ShapeKind.square.name")
    observe(ShapeKind.pentagon.name, "ShapeKind.pentagon.name")
    observe(ShapeKind.hexagon.name, "ShapeKind.hexagon.name")
  }
  check("a Square is a .square", zh: "Square 是 .square") {
    observe(
      caseName(ShapeKind(shape: Shapes.Square(sideLength: 2, name: "s"))),
      "ShapeKind(shape: Square(sideLength: 2, name: \"s\"))")
  }
  check(
    "a Triangle and an EquilateralTriangle are both .triangle",
    zh: "Triangle 和 EquilateralTriangle 都是 .triangle"
  ) {
    observe(
      caseName(ShapeKind(shape: Shapes.Triangle(sideLength: 1, name: "t"))),
      "ShapeKind(shape: Triangle(sideLength: 1, name: \"t\"))")
    observe(
      caseName(ShapeKind(shape: Shapes.EquilateralTriangle(sideLength: 1, name: "e"))),
      "ShapeKind(shape: EquilateralTriangle(sideLength: 1, name: \"e\"))")
  }
  check("a Circle (1 side) has no kind", zh: "Circle（1 条边）没有对应的种类") {
    // A positive radius: the library's init? succeeds.
    let circle = Shapes.Circle(radius: 1, name: "c") ?? sided(1)
    observe(caseName(ShapeKind(shape: circle)), "ShapeKind(shape: Circle(radius: 1, name: \"c\")!)")
  }
  check(
    "NamedShapes with 5 and 6 sides are .pentagon and .hexagon",
    zh: "5 条边和 6 条边的 NamedShape 分别是 .pentagon 和 .hexagon"
  ) {
    for sides in [5, 6, 3, 4] {
      observe(
        caseName(ShapeKind(shape: sided(sides))),
        "ShapeKind(shape: a NamedShape with \(sides) sides)",
        zh: "ShapeKind(shape: 有 \(sides) 条边的 NamedShape)")
    }
  }
  check(
    "NamedShapes with 0, 7, 2 or 8 sides have no kind",
    zh: "0、7、2 或 8 条边的 NamedShape 没有对应的种类"
  ) {
    for sides in [0, 7, 2, 8, -4] {
      observe(
        caseName(ShapeKind(shape: sided(sides))),
        "ShapeKind(shape: a NamedShape with \(sides) sides)",
        zh: "ShapeKind(shape: 有 \(sides) 条边的 NamedShape)")
    }
  }
  check("the shape's current numberOfSides is used", zh: "使用图形当前的 numberOfSides") {
    let square = Shapes.Square(sideLength: 1, name: "changing")
    square.numberOfSides = 6
    observe(
      caseName(ShapeKind(shape: square)),
      "ShapeKind(shape: a Square whose numberOfSides was set to 6)",
      zh: "ShapeKind(shape: numberOfSides 被设为 6 的 Square)")
  }
  check("random numbers of sides", zh: "随机的边数") {
    for _ in 0..<20 {
      let sides = Draw.int(in: -2...10)
      let kind = ShapeKind(shape: sided(sides))
      observe(
        caseName(kind), "ShapeKind(shape: a NamedShape with \(sides) sides)",
        zh: "ShapeKind(shape: 有 \(sides) 条边的 NamedShape)")
      observe(
        kind?.name, "ShapeKind(shape: a NamedShape with \(sides) sides)?.name",
        zh: "ShapeKind(shape: 有 \(sides) 条边的 NamedShape)?.name")
    }
  }
}

/// The case as `.square`, or nil.
private func caseName(_ kind: ShapeKind?) -> String? {
  kind.map { ".\($0)" }
}

private func sided(_ sides: Int) -> NamedShape {
  let shape = Shapes.NamedShape(name: "\(sides)-gon")
  shape.numberOfSides = sides
  return shape
}
