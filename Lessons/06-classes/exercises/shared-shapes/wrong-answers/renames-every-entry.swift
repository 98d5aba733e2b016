// Wrong: addPrefix renames every entry, so an object listed three times gets the prefix three times.
func distinctShapes(_ shapes: [NamedShape]) -> [NamedShape] {
  var result: [NamedShape] = []
  for shape in shapes where !result.contains(where: { $0 === shape }) {
    result.append(shape)
  }
  return result
}

func addPrefix(_ prefix: String, to shapes: [NamedShape]) {
  for shape in shapes {
    shape.name = prefix + shape.name
  }
}
