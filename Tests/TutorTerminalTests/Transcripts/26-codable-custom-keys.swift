import Foundation
struct Product: Codable {
  var productName: String
  var unitPrice: Double
  enum CodingKeys: String, CodingKey {
    case productName = "product_name"
    case unitPrice = "unit_price"
  }
}
let raw = """
{"product_name": "Widget", "unit_price": 9.5}
"""
let product = try JSONDecoder().decode(Product.self, from: raw.data(using: .utf8)!)
print(product.productName, product.unitPrice)
enum Status: String, Codable { case active, inactive }
struct Account: Codable { var id: Int; var status: Status }
let accounts = try JSONDecoder().decode([Account].self, from: Data(#"[{"id":1,"status":"active"},{"id":2,"status":"inactive"}]"#.utf8))
print(accounts.map(\.status))
let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = .sortedKeys
struct Setting: Encodable { var darkMode = true; var fontSize = 12 }
print(String(data: try encoder.encode(Setting()), encoding: .utf8) ?? "")
