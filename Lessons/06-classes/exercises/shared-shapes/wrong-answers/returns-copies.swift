// Wrong: returns new NamedShape copies instead of the original objects.
func distinctShapes(_ shapes: [NamedShape]) -> [NamedShape] {
  var seen: [NamedShape] = []
  var result: [NamedShape] = []
  for shape in shapes where !seen.contains(where: { $0 === shape }) {
    seen.append(shape)
    let copy = NamedShape(name: shape.name)
    copy.numberOfSides = shape.numberOfSides
    result.append(copy)
  }
  return result
}

func addPrefix(_ prefix: String, to shapes: [NamedShape]) {
  var seen: [NamedShape] = []
  for shape in shapes where !seen.contains(where: { $0 === shape }) {
    seen.append(shape)
    shape.name = prefix + shape.name
  }
}
