// Wrong: address always joins both parts, giving ", Paris" when the street is missing.
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
    if location.street == nil && location.city == nil { return "address unknown" }
    return "\(location.street ?? ""), \(location.city ?? "")"
  }
}

func decodeCafes(from json: String) throws -> [Cafe] {
  try JSONDecoder().decode([Cafe].self, from: Data(json.utf8))
}
