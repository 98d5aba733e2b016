import Shapes
import TutorChecks

let checks = Checks {
  check("repeated objects are left out, first appearances kept in order") {
    let a = Shapes.Square(sideLength: 1, name: "a")
    let b = Shapes.NamedShape(name: "b")
    let c = Shapes.Triangle(sideLength: 2, name: "c")
    try expectSameObjects(
      distinctShapes([a, b, a, c, b]), [a, b, c], pool: [a, b, c], "distinctShapes([a, b, a, c, b])"
    )
    try expectSameObjects(
      distinctShapes([c, c, a, c]), [c, a], pool: [a, b, c], "distinctShapes([c, c, a, c])")
  }
  check("lookalike objects (same name, same sides) are both kept") {
    let first = Shapes.Square(sideLength: 1, name: "twin")
    let second = Shapes.Square(sideLength: 1, name: "twin")
    try expectSameObjects(
      distinctShapes([first, second, first]), [first, second], pool: [first, second],
      "distinctShapes([twin1, twin2, twin1]) with two separate squares named \"twin\"")
  }
  check("an empty list and a list without repeats come back unchanged") {
    try expectSameObjects(distinctShapes([]), [], pool: [], "distinctShapes([])")
    let shapes = [Shapes.NamedShape(name: "x"), Shapes.Square(sideLength: 2, name: "y")]
    try expectSameObjects(distinctShapes(shapes), shapes, pool: shapes, "distinctShapes([x, y])")
  }
  check("the result holds the original objects, not copies") {
    let tile = Shapes.Square(sideLength: 2, name: "tile")
    let result = distinctShapes([tile, tile])
    let first = try expectNotNil(result.first, "distinctShapes([tile, tile]).first")
    try expectTrue(first === tile, "the shape returned should be the very object passed in (===)")
    let square = try expectType(first, Shapes.Square.self, "distinctShapes([tile, tile])[0]")
    try expectEqual(square.sideLength, 2.0, "its sideLength")
  }
  check("addPrefix renames the caller's objects") {
    let tile = Shapes.Square(sideLength: 2, name: "tile")
    let blob = Shapes.NamedShape(name: "blob")
    addPrefix("old ", to: [tile, blob])
    try expectEqual(tile.name, "old tile", "tile.name after addPrefix(\"old \", …)")
    try expectEqual(blob.name, "old blob", "blob.name after addPrefix(\"old \", …)")
  }
  check("an object listed three times gets the prefix once") {
    let ring = try expectNotNil(Shapes.Circle(radius: 1, name: "ring"), "Circle(radius: 1, …)")
    let dot = Shapes.NamedShape(name: "dot")
    addPrefix("*", to: [ring, dot, ring, ring])
    try expectEqual(
      ring.name, "*ring", "ring.name after addPrefix(\"*\", to: [ring, dot, ring, ring])")
    try expectEqual(dot.name, "*dot", "dot.name")
  }
  check("another variable for the same shape sees the new name") {
    let shape = Shapes.NamedShape(name: "kite")
    let alias = shape
    addPrefix("blue ", to: [alias])
    try expectEqual(
      shape.name, "blue kite", "shape.name after renaming it through another variable")
  }
  check("lookalikes are each renamed once") {
    let first = Shapes.NamedShape(name: "twin")
    let second = Shapes.NamedShape(name: "twin")
    addPrefix("new ", to: [first, second, second])
    try expectEqual(
      [first.name, second.name], ["new twin", "new twin"], "names of two lookalike shapes")
  }
  check("addPrefix on an empty list is fine, and an empty prefix changes nothing") {
    addPrefix("x", to: [])
    let shape = Shapes.Square(sideLength: 1, name: "same")
    addPrefix("", to: [shape, shape])
    try expectEqual(shape.name, "same", "name after addPrefix(\"\", …)")
  }
}

/// Fails unless `actual` holds exactly the objects of `expected`, in order (compared with `===`).
/// Objects are named by their position in `pool`, e.g. `[#1 "a", #2 "b"]`.
private func expectSameObjects(
  _ actual: [NamedShape], _ expected: [NamedShape], pool: [NamedShape], _ what: String
) throws {
  let same =
    actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === $1 }
  guard !same else { return }
  func label(_ list: [NamedShape]) -> String {
    let names = list.map { shape -> String in
      guard let index = pool.firstIndex(where: { $0 === shape }) else {
        return "a new object \(show(shape.name))"
      }
      return "#\(index + 1) \(show(shape.name))"
    }
    return "[" + names.joined(separator: ", ") + "]"
  }
  try fail("\(what): expected \(label(expected)), got \(label(actual))")
}
