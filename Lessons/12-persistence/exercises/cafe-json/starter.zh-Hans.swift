import Foundation

struct Location: Codable {
  let latitude: Double
  let longitude: Double
  let street: String?
  let city: String?
}

struct Cafe: Codable {
  let id: String
  let name: String
  let location: Location
  let phone: String?
}

extension Cafe {
  var address: String {
    // TODO: "street, city"，或者只有其中一个，或者 "address unknown"
    "address unknown"
  }
}

func decodeCafes(from json: String) throws -> [Cafe] {
  // TODO: 用 JSONDecoder 解码这个 JSON 数组
  []
}
