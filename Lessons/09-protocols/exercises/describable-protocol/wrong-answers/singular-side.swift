// Wrong: says "1 side" for a circle; the task wants "sides" always.
protocol Describable {
  var summary: String { get }
}

extension Meal: Describable {
  var summary: String { "\(name) (\(rating)/5)" }
}

extension NamedShape: Describable {
  var summary: String { "\(name): \(numberOfSides) \(numberOfSides == 1 ? "side" : "sides")" }
}
