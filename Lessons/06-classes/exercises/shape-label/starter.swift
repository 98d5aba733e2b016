func makeLabel(for shape: NamedShape) -> String {
  // TODO: "<name> (<numberOfSides> sides): <simpleDescription()>", with "1 side"
  shape.name
}
