// Wrong: the meal summary is "Caprese Salad: 4/5" instead of "Caprese Salad (4/5)".
protocol Describable {
  var summary: String { get }
}

extension Meal: Describable {
  var summary: String { "\(name): \(rating)/5" }
}

extension NamedShape: Describable {
  var summary: String { "\(name): \(numberOfSides) sides" }
}
