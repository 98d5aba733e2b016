// Wrong: uses "side" for 0 sides too (numberOfSides <= 1), but only exactly 1 is singular.
func makeLabel(for shape: NamedShape) -> String {
  let word = shape.numberOfSides <= 1 ? "side" : "sides"
  return "\(shape.name) (\(shape.numberOfSides) \(word)): \(shape.simpleDescription())"
}
