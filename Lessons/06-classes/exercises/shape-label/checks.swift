import Shapes
import TutorChecks

let checks = Checks {
  check(
    "a square: \"tile (4 sides): A square with sides of length 5.2.\"",
    zh: "正方形：\"tile (4 sides): A square with sides of length 5.2.\""
  ) {
    let square = Shapes.Square(sideLength: 5.2, name: "tile")
    observe(
      makeLabel(for: square) as String, "makeLabel(for: Square(sideLength: 5.2, name: \"tile\"))")
  }
  check("a plain NamedShape has 0 sides", zh: "普通的 NamedShape 有 0 条边") {
    observe(
      makeLabel(for: Shapes.NamedShape(name: "blob")) as String,
      "makeLabel(for: NamedShape(name: \"blob\"))")
  }
  check("a circle has \"1 side\", singular", zh: "圆形是 \"1 side\"，用单数") {
    let circle = Shapes.Circle(radius: 2, name: "ring")
    observe(
      circle.map { makeLabel(for: $0) } as String?,
      "Circle(radius: 2, name: \"ring\").map { makeLabel(for: $0) }")
  }
  check("triangles use their own descriptions", zh: "三角形使用自己的描述") {
    observe(
      makeLabel(for: Shapes.Triangle(sideLength: 3.1, name: "wedge")) as String,
      "makeLabel(for: Triangle(sideLength: 3.1, name: \"wedge\"))")
    observe(
      makeLabel(for: Shapes.EquilateralTriangle(sideLength: 1.5, name: "even")) as String,
      "makeLabel(for: EquilateralTriangle(sideLength: 1.5, name: \"even\"))")
  }
  check("numberOfSides is read when the label is made", zh: "生成标签时才读取 numberOfSides") {
    let shape = Shapes.NamedShape(name: "hexagon")
    shape.numberOfSides = 6
    observe(
      makeLabel(for: shape) as String,
      "let shape = NamedShape(name: \"hexagon\"); shape.numberOfSides = 6; makeLabel(for: shape)")
    shape.numberOfSides = 11
    observe(
      makeLabel(for: shape) as String,
      "let shape = NamedShape(name: \"hexagon\"); shape.numberOfSides = 6; "
        + "shape.numberOfSides = 11; makeLabel(for: shape)")
  }
  check("any shape with exactly 1 side says \"side\"", zh: "任何正好有 1 条边的图形都写 \"side\"") {
    let shape = Shapes.NamedShape(name: "line")
    shape.numberOfSides = 1
    observe(
      makeLabel(for: shape) as String,
      "let shape = NamedShape(name: \"line\"); shape.numberOfSides = 1; makeLabel(for: shape)")
  }
  check("a renamed shape gets its new name", zh: "改过名的图形使用新名字") {
    let square = Shapes.Square(sideLength: 3, name: "old")
    square.name = "big square"
    observe(
      makeLabel(for: square) as String,
      "let square = Square(sideLength: 3, name: \"old\"); square.name = \"big square\"; "
        + "makeLabel(for: square)")
  }
  check("a subclass's own simpleDescription() is used", zh: "使用子类自己的 simpleDescription()") {
    observe(
      makeLabel(for: ChecksStar(name: "sheriff")) as String,
      "makeLabel(for: Star(name: \"sheriff\")) (class Star: NamedShape, numberOfSides = 5, "
        + "simpleDescription() = \"Twinkle.\")",
      zh: "makeLabel(for: Star(name: \"sheriff\"))（Star 是 NamedShape 的子类，numberOfSides = 5，"
        + "simpleDescription() 返回 \"Twinkle.\"）")
  }
  check("random shapes and numbers of sides", zh: "随机生成的图形和边数") {
    for _ in 0..<20 {
      let name = Draw.string(length: 0...6, from: "ab (1):")
      let sides = Draw.int(in: -1...12)
      let shape = Shapes.NamedShape(name: name)
      shape.numberOfSides = sides
      observe(
        makeLabel(for: shape) as String,
        "let shape = NamedShape(name: \(name.probeText)); shape.numberOfSides = \(sides); "
          + "makeLabel(for: shape)")
    }
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
