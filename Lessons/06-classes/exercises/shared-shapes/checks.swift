import Shapes
import TutorChecks

let checks = Checks {
  check(
    "repeated objects are left out, first appearances kept in order",
    zh: "重复的对象被去掉，保留每个对象第一次出现的那一项，顺序不变"
  ) {
    let a = Shapes.Square(sideLength: 1, name: "a")
    let b = Shapes.NamedShape(name: "b")
    let c = Shapes.Triangle(sideLength: 2, name: "c")
    let pool = [("a", a), ("b", b), ("c", c)]
    let setup =
      "let a = Square(sideLength: 1, name: \"a\"), b = NamedShape(name: \"b\"), "
      + "c = Triangle(sideLength: 2, name: \"c\"); "
    observe(
      probeObjects(distinctShapes([a, b, a, c, b]), in: pool),
      setup + "distinctShapes([a, b, a, c, b])")
    observe(
      probeObjects(distinctShapes([c, c, a, c]), in: pool), setup + "distinctShapes([c, c, a, c])")
  }
  check(
    "lookalike objects (same name, same sides) are both kept",
    zh: "长得一样的两个对象（名字和边数都相同）都要保留"
  ) {
    let twin1 = Shapes.Square(sideLength: 1, name: "twin")
    let twin2 = Shapes.Square(sideLength: 1, name: "twin")
    observe(
      probeObjects(
        distinctShapes([twin1, twin2, twin1]), in: [("twin1", twin1), ("twin2", twin2)]),
      "let twin1 = Square(sideLength: 1, name: \"twin\"), "
        + "twin2 = Square(sideLength: 1, name: \"twin\"); distinctShapes([twin1, twin2, twin1])")
  }
  check(
    "an empty list and a list without repeats come back unchanged",
    zh: "空列表和没有重复的列表原样返回"
  ) {
    observe(probeObjects(distinctShapes([]), in: []), "distinctShapes([])")
    let x = Shapes.NamedShape(name: "x")
    let y = Shapes.Square(sideLength: 2, name: "y")
    observe(
      probeObjects(distinctShapes([x, y]), in: [("x", x), ("y", y)]),
      "let x = NamedShape(name: \"x\"), y = Square(sideLength: 2, name: \"y\"); "
        + "distinctShapes([x, y])")
  }
  check("the result holds the original objects, not copies", zh: "结果里是原来的对象，而不是副本") {
    let tile = Shapes.Square(sideLength: 2, name: "tile")
    let result = distinctShapes([tile, tile])
    let setup = "let tile = Square(sideLength: 2, name: \"tile\"); "
    observe(probeObjects(result, in: [("tile", tile)]), setup + "distinctShapes([tile, tile])")
    observe(
      result.first.map { typeName(of: $0) }, "distinctShapes([tile, tile]).first, its type",
      zh: "distinctShapes([tile, tile]).first 的类型")
    observe(
      (result.first as? Shapes.Square)?.sideLength,
      setup + "(distinctShapes([tile, tile]).first as? Square)?.sideLength")
  }
  check("addPrefix renames the caller's objects", zh: "addPrefix 给调用者手里的对象改名") {
    let tile = Shapes.Square(sideLength: 2, name: "tile")
    let blob = Shapes.NamedShape(name: "blob")
    addPrefix("old ", to: [tile, blob])
    let setup =
      "let tile = Square(sideLength: 2, name: \"tile\"), blob = NamedShape(name: \"blob\"); "
      + "addPrefix(\"old \", to: [tile, blob]); "
    observe(tile.name, setup + "tile.name")
    observe(blob.name, setup + "blob.name")
  }
  check("an object listed three times gets the prefix once", zh: "在列表中出现三次的对象只加一次前缀") {
    let ring = Shapes.Circle(radius: 1, name: "ring")
    let dot = Shapes.NamedShape(name: "dot")
    addPrefix("*", to: [ring, dot, ring, ring].compactMap { $0 })
    let setup =
      "let ring = Circle(radius: 1, name: \"ring\")!, dot = NamedShape(name: \"dot\"); "
      + "addPrefix(\"*\", to: [ring, dot, ring, ring]); "
    observe(ring?.name, setup + "ring.name")
    observe(dot.name, setup + "dot.name")
  }
  check(
    "another variable for the same shape sees the new name",
    zh: "指向同一个图形的另一个变量也能看到新名字"
  ) {
    let shape = Shapes.NamedShape(name: "kite")
    let alias = shape
    addPrefix("blue ", to: [alias])
    observe(
      shape.name,
      "let shape = NamedShape(name: \"kite\"); let alias = shape; "
        + "addPrefix(\"blue \", to: [alias]); shape.name")
  }
  check("lookalikes are each renamed once", zh: "长得一样的对象各自只改名一次") {
    let first = Shapes.NamedShape(name: "twin")
    let second = Shapes.NamedShape(name: "twin")
    addPrefix("new ", to: [first, second, second])
    observe(
      [first.name, second.name],
      "let first = NamedShape(name: \"twin\"), second = NamedShape(name: \"twin\"); "
        + "addPrefix(\"new \", to: [first, second, second]); [first.name, second.name]")
  }
  check(
    "addPrefix on an empty list is fine, and an empty prefix changes nothing",
    zh: "对空列表调用 addPrefix 没有问题，空前缀什么也不改变"
  ) {
    addPrefix("x", to: [])
    let shape = Shapes.Square(sideLength: 1, name: "same")
    addPrefix("", to: [shape, shape])
    observe(
      shape.name,
      "let shape = Square(sideLength: 1, name: \"same\"); addPrefix(\"\", to: [shape, shape]); "
        + "shape.name")
  }
  check("random lists of shared shapes", zh: "随机生成的共享图形列表") {
    for _ in 0..<15 {
      let pool = ["p", "q", "r", "s"].map { ($0, Shapes.NamedShape(name: "shape")) }
      let picks = Draw.array(count: 0...8) { Draw.int(in: 0...3) }
      let list = picks.map { pool[$0].1 }
      let written = "[" + picks.map { pool[$0].0 }.joined(separator: ", ") + "]"
      let setup = "p, q, r, s = 4 × NamedShape(name: \"shape\"); "
      observe(probeObjects(distinctShapes(list), in: pool), setup + "distinctShapes(\(written))")
      addPrefix("+", to: list)
      observe(
        pool.map { $0.1.name },
        setup + "addPrefix(\"+\", to: \(written)); [p, q, r, s].map(\\.name)")
    }
  }
}

/// The shapes of `result`, each written as the name of the variable in `pool` that holds the
/// very same object (`===`), or nil for an object that is not in `pool`.
private func probeObjects(_ result: [NamedShape], in pool: [(String, NamedShape)]) -> [String?] {
  result.map { shape in pool.first(where: { $0.1 === shape })?.0 }
}
