func distinctShapes(_ shapes: [NamedShape]) -> [NamedShape] {
  // TODO: leave out repeated objects (use ===), keeping the first of each
  shapes
}

func addPrefix(_ prefix: String, to shapes: [NamedShape]) {
  // TODO: put `prefix` in front of each object's name, once per object
}
