import Foundation
struct User: Codable {
  let name: String
  let age: Int
  var tags: [String]
}
let user = User(name: "Ana", age: 31, tags: ["admin", "dev"])
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(user)
print(String(data: data, encoding: .utf8)!)
let json = #"{"name":"Bo","age":22,"tags":[]}"#
let decoded = try JSONDecoder().decode(User.self, from: Data(json.utf8))
print(decoded.name, decoded.age, decoded.tags.isEmpty)
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(decoding: try encoder.encode(decoded), as: UTF8.self))
