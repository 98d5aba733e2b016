// Wrong: keeps the last appearance of each object instead of the first, which changes the order.
func distinctShapes(_ shapes: [NamedShape]) -> [NamedShape] {
  var result: [NamedShape] = []
  for shape in shapes.reversed() where !result.contains(where: { $0 === shape }) {
    result.insert(shape, at: 0)
  }
  return result
}

func addPrefix(_ prefix: String, to shapes: [NamedShape]) {
  for shape in distinctShapes(shapes) {
    shape.name = prefix + shape.name
  }
}
