protocol Describable {
  var summary: String { get }
}

extension Meal: Describable {
  // TODO: "<name> (<rating>/5)"，例如 "Caprese Salad (4/5)"
  var summary: String { "" }
}

extension NamedShape: Describable {
  // TODO: "<name>: <numberOfSides> sides"，例如 "box: 4 sides"
  var summary: String { "" }
}
