protocol Describable {
  var summary: String { get }
}

extension Meal: Describable {
  // TODO: "<name> (<rating>/5)", e.g. "Caprese Salad (4/5)"
  var summary: String { "" }
}

extension NamedShape: Describable {
  // TODO: "<name>: <numberOfSides> sides", e.g. "box: 4 sides"
  var summary: String { "" }
}
