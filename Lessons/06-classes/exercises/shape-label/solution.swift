func makeLabel(for shape: NamedShape) -> String {
  let word = shape.numberOfSides == 1 ? "side" : "sides"
  return "\(shape.name) (\(shape.numberOfSides) \(word)): \(shape.simpleDescription())"
}
