// Wrong: decides "the same" by comparing names, so lookalike objects are dropped.
func distinctShapes(_ shapes: [NamedShape]) -> [NamedShape] {
  var result: [NamedShape] = []
  for shape in shapes where !result.contains(where: { $0.name == shape.name }) {
    result.append(shape)
  }
  return result
}

func addPrefix(_ prefix: String, to shapes: [NamedShape]) {
  for shape in distinctShapes(shapes) {
    shape.name = prefix + shape.name
  }
}
