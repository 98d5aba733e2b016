// Wrong: always writes "sides", even for a shape with exactly 1 side.
func makeLabel(for shape: NamedShape) -> String {
  "\(shape.name) (\(shape.numberOfSides) sides): \(shape.simpleDescription())"
}
