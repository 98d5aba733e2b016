import Shapes
import TutorChecks

let checks = Checks {
  check("one square and two triangles, read by label", zh: "一个正方形和两个三角形，按标签读取") {
    let shapes = [square(1), triangle(2), triangle(3)]
    let result = countShapes(shapes)
    observe(result.squares, "\(describeCall(shapes)).squares")
    observe(result.triangles, "\(describeCall(shapes)).triangles")
  }
  check("squares come first in the tuple, triangles second", zh: "元组中正方形在前，三角形在后") {
    let shapes = [triangle(1), square(2), square(3), square(4)]
    let result = countShapes(shapes)
    observe(
      (result.0, result.1),
      "let counts = \(describeCall(shapes)); (counts.0, counts.1)")
  }
  check("an empty list gives (squares: 0, triangles: 0)", zh: "空列表得到 (squares: 0, triangles: 0)") {
    observe(pair(countShapes([])), "countShapes([])")
  }
  check("an EquilateralTriangle counts as a triangle", zh: "EquilateralTriangle 也算作三角形") {
    let shapes: [NamedShape] = [equilateral(1), equilateral(2), triangle(3)]
    observe(pair(countShapes(shapes)), describeCall(shapes))
  }
  check(
    "circles and plain NamedShapes count for neither", zh: "圆和普通的 NamedShape 两边都不算"
  ) {
    let shapes: [NamedShape] = [circle(1), Shapes.NamedShape(name: "blob"), circle(2)]
    observe(pair(countShapes(shapes)), describeCall(shapes))
  }
  check("the type decides, not numberOfSides", zh: "由类型决定，而不是由 numberOfSides 决定") {
    let fakeSquare = Shapes.NamedShape(name: "looks square")
    fakeSquare.numberOfSides = 4
    let fakeTriangle = Shapes.NamedShape(name: "looks triangular")
    fakeTriangle.numberOfSides = 3
    observe(
      pair(countShapes([fakeSquare, fakeTriangle, square(1)])),
      "let fakeSquare = NamedShape(name: \"looks square\"); fakeSquare.numberOfSides = 4; "
        + "let fakeTriangle = NamedShape(name: \"looks triangular\"); "
        + "fakeTriangle.numberOfSides = 3; "
        + "countShapes([fakeSquare, fakeTriangle, Square(sideLength: 1.0, name: \"square\")])")
    let sayings: [NamedShape] = [
      ChecksSign(name: "sign"), ChecksPlaque(sideLength: 2, name: "plaque"), ChecksSign(name: "x"),
    ]
    observe(
      pair(countShapes(sayings)), describeCall(sayings),
      zh: describeCall(sayings, chinese: true))
  }
  check(
    "a subclass of Square defined elsewhere counts as a square",
    zh: "在别处定义的 Square 子类也算作正方形"
  ) {
    let shapes: [NamedShape] = [
      ChecksTile(sideLength: 1, name: "tile"), ChecksTile(sideLength: 2, name: "tile"), triangle(1),
    ]
    observe(
      pair(countShapes(shapes)), describeCall(shapes), zh: describeCall(shapes, chinese: true)
    )
  }
  check("mixed lists of several sizes", zh: "不同长度的混合列表") {
    let mixed: [NamedShape] = [
      circle(1), square(2), equilateral(3), Shapes.NamedShape(name: "x"), square(4),
    ]
    let squareHeavy: [NamedShape] = [
      square(1), square(2), square(3), square(4), square(5), triangle(1), equilateral(2),
    ]
    let twenty: [NamedShape] = (1...20).map(patterned)
    for shapes in [[square(1)], [triangle(1)], mixed, squareHeavy] {
      observe(pair(countShapes(shapes)), describeCall(shapes))
    }
    observe(
      pair(countShapes(twenty)),
      "countShapes((1...20).map { n -> NamedShape in switch n % 3 { "
        + "case 0: return Square(sideLength: Double(n), name: \"square\"); "
        + "case 1: return EquilateralTriangle(sideLength: Double(n), name: \"equilateral\"); "
        + "default: return NamedShape(name: \"plain\") } })")
  }
  check("random lists of shapes", zh: "随机生成的图形列表") {
    for _ in 0..<30 {
      let shapes = Draw.array(count: 0...8) { randomShape() }
      observe(
        pair(countShapes(shapes)), describeCall(shapes), zh: describeCall(shapes, chinese: true))
    }
  }
}

private final class ChecksTile: Shapes.Square {}

/// A plain shape that describes itself as a square: what a shape says is not what it is.
private final class ChecksSign: Shapes.NamedShape {
  override func simpleDescription() -> String { "A square with sides of length 2.0." }
}

/// A square that describes itself otherwise.
private final class ChecksPlaque: Shapes.Square {
  override func simpleDescription() -> String { "A brass plaque." }
}

/// The counts as an observable pair `(squares, triangles)`.
private func pair(_ counts: (squares: Int, triangles: Int)) -> Pair<Int, Int> {
  Pair(counts.squares, counts.triangles)
}

private func square(_ side: Double) -> NamedShape {
  Shapes.Square(sideLength: side, name: "square")
}
private func triangle(_ side: Double) -> NamedShape {
  Shapes.Triangle(sideLength: side, name: "triangle")
}
private func equilateral(_ side: Double) -> NamedShape {
  Shapes.EquilateralTriangle(sideLength: side, name: "equilateral")
}
private func circle(_ radius: Double) -> NamedShape {
  // Every radius used here is positive, so the library's init? succeeds.
  Shapes.Circle(radius: radius, name: "circle") ?? Shapes.NamedShape(name: "circle")
}

/// Shape number `n` of a longer list: a square, an equilateral triangle or a plain shape.
private func patterned(_ n: Int) -> NamedShape {
  switch n % 3 {
  case 0: return square(Double(n))
  case 1: return equilateral(Double(n))
  default: return Shapes.NamedShape(name: "plain")
  }
}

/// One shape of a drawn kind, including look-alikes whose numberOfSides is 3 or 4.
private func randomShape() -> NamedShape {
  switch Draw.int(in: 0...7) {
  case 0: return square(2)
  case 1: return triangle(2)
  case 2: return equilateral(2)
  case 3: return circle(2)
  case 4: return ChecksTile(sideLength: 2, name: "tile")
  case 5:
    return Draw.bool() ? ChecksSign(name: "sign") : ChecksPlaque(sideLength: 2, name: "plaque")
  default:
    let shape = Shapes.NamedShape(name: "plain")
    shape.numberOfSides = Draw.int(in: 3...4)
    return shape
  }
}

/// `countShapes([Square(sideLength: 1.0, name: "square"), …])`: Swift that builds the same
/// shapes, a plain shape with sides set first as a `let`; the checks' own subclasses (which the
/// learner does not have) are written in words, Chinese ones when `chinese`.
private func describeCall(_ shapes: [NamedShape], chinese: Bool = false) -> String {
  var setup: [String] = []
  let items = shapes.map { shape -> String in
    if shape is ChecksTile { return chinese ? "Tile（Square 的子类）" : "Tile (a Square subclass)" }
    if shape is ChecksPlaque {
      return chinese
        ? "Plaque（Square 的子类，但把自己描述成别的东西）"
        : "Plaque (a Square subclass that describes itself otherwise)"
    }
    if shape is ChecksSign {
      return chinese
        ? "Sign（把自己描述成正方形的 NamedShape）"
        : "Sign (a NamedShape that describes itself as a square)"
    }
    let name = shape.name.probeText
    if let shape = shape as? Shapes.Square {
      return "Square(sideLength: \(shape.sideLength), name: \(name))"
    }
    if let shape = shape as? Shapes.EquilateralTriangle {
      return "EquilateralTriangle(sideLength: \(shape.sideLength), name: \(name))"
    }
    if let shape = shape as? Shapes.Triangle {
      return "Triangle(sideLength: \(shape.sideLength), name: \(name))"
    }
    if let shape = shape as? Shapes.Circle {
      return "Circle(radius: \(shape.radius), name: \(name))!"
    }
    if shape.numberOfSides == 0 { return "NamedShape(name: \(name))" }
    let variable = "plain\(setup.count + 1)"
    setup.append(
      "let \(variable) = NamedShape(name: \(name)); \(variable).numberOfSides = \(shape.numberOfSides); "
    )
    return variable
  }
  return setup.joined() + "countShapes([" + items.joined(separator: ", ") + "])"
}
