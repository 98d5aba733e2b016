// Wrong: latitude and longitude are optional, so a location without coordinates is accepted.
import Foundation

struct Location: Codable {
  let latitude: Double?
  let longitude: Double?
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
    let parts = [location.street, location.city].compactMap { $0 }
    return parts.isEmpty ? "address unknown" : parts.joined(separator: ", ")
  }
}

func decodeCafes(from json: String) throws -> [Cafe] {
  try JSONDecoder().decode([Cafe].self, from: Data(json.utf8))
}
