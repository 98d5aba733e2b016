// Wrong: rebuilds NamedShape's description instead of calling the shape's simpleDescription().
func makeLabel(for shape: NamedShape) -> String {
  let word = shape.numberOfSides == 1 ? "side" : "sides"
  return
    "\(shape.name) (\(shape.numberOfSides) \(word)): A shape with \(shape.numberOfSides) sides."
}
