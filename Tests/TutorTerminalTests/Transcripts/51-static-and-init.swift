struct Temperature {
  var celsius: Double
  init(fahrenheit: Double) { celsius = (fahrenheit - 32) / 1.8 }
  init(kelvin: Double) { celsius = kelvin - 273.15 }
  init?(text: String) {
    guard let v = Double(text) else { return nil }
    celsius = v
  }
  static let freezing = Temperature(fahrenheit: 32)
  static func describe(_ t: Temperature) -> String { "\(t.celsius)°C" }
}
print(Temperature.describe(Temperature(fahrenheit: 212)))
print(Temperature.freezing.celsius)
print(Temperature(text: "abc") == nil)
class Food {
  var name: String
  init(name: String) { self.name = name }
  convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
  var quantity: Int
  init(name: String, quantity: Int) {
    self.quantity = quantity
    super.init(name: name)
  }
  override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
let item = RecipeIngredient()
print(item.name, item.quantity)
