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
    // TODO: "street, city", just one of them, or "address unknown"
    "address unknown"
  }
}

func decodeCafes(from json: String) throws -> [Cafe] {
  // TODO: decode the JSON array with JSONDecoder
  []
}
