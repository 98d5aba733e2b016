func makeLabel(for shape: NamedShape) -> String {
  // TODO: "<name> (<numberOfSides> sides): <simpleDescription()>"，一条边时写 "1 side"
  shape.name
}
