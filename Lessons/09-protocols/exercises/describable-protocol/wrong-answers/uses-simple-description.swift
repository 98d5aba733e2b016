// Wrong: the shape summary uses simpleDescription() instead of "<name>: <sides> sides".
protocol Describable {
  var summary: String { get }
}

extension Meal: Describable {
  var summary: String { "\(name) (\(rating)/5)" }
}

extension NamedShape: Describable {
  var summary: String { "\(name): \(simpleDescription())" }
}
