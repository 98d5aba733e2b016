import Foundation
import TutorChecks

let checks = Checks {
  check("a cafe with every field is decoded") {
    let cafes = try decodeCafes(from: twoCafes)
    try expectEqual(cafes.count, 2, "number of cafes decoded from the task's example")
    let cafe = cafes[0]
    try expectEqual(cafe.id, "101", "id")
    try expectEqual(cafe.name, "Bean There", "name")
    try expectEqual(cafe.phone, "555-0101", "phone")
    try expectApproximately(cafe.location.latitude, 52.52, "location.latitude")
    try expectApproximately(cafe.location.longitude, 13.40, "location.longitude")
    try expectEqual(cafe.location.street, "Linden Way 3", "location.street")
    try expectEqual(cafe.location.city, "Berlin", "location.city")
  }
  check("missing optional fields are nil") {
    let cafes = try decodeCafes(from: twoCafes)
    try expectEqual(cafes.count, 2, "number of cafes decoded from the task's example")
    let cafe = cafes[1]
    try expectEqual(cafe.name, "Grounds", "name of the second cafe")
    try expectNil(cafe.phone, "phone of a cafe without \"phone\"")
    try expectNil(cafe.location.street, "street of a location without \"street\"")
    try expectEqual(cafe.location.city, "Paris", "city of the second cafe")
  }
  check("null optional fields are nil, and unknown keys are ignored") {
    let json =
      #"[{"id": "7", "name": "Drip", "phone": null, "wifi": true,"#
      + #" "location": {"latitude": 0, "longitude": -0.5,"#
      + #" "street": null, "city": null, "floor": 2}}]"#
    let cafe = try expectNotNil(try decodeCafes(from: json).first, "the one cafe")
    try expectNil(cafe.phone, "phone given as null")
    try expectNil(cafe.location.street, "street given as null")
    try expectApproximately(cafe.location.longitude, -0.5, "location.longitude")
  }
  check("an empty array gives no cafes") {
    try expectEqual(try decodeCafes(from: "[]").count, 0, "decodeCafes(from: \"[]\").count")
  }
  check("a cafe without a name is rejected") {
    try expectThrows(
      #"[{"id": "1", "location": {"latitude": 1, "longitude": 2}}]"#, "a cafe without \"name\"")
  }
  check("a cafe without a location or coordinates is rejected") {
    try expectThrows(#"[{"id": "1", "name": "Nowhere"}]"#, "a cafe without \"location\"")
    try expectThrows(
      #"[{"id": "1", "name": "Half", "location": {"latitude": 1}}]"#,
      "a location without \"longitude\"")
  }
  check("wrong types and invalid JSON are rejected") {
    try expectThrows(
      #"[{"id": 1, "name": "Numbered", "location": {"latitude": 1, "longitude": 2}}]"#,
      "an id that is a number")
    try expectThrows(#"[{"id": "1", "name": "#, "text that is not JSON")
  }
  check("address joins street and city, or says it is unknown") {
    let json =
      #"[{"id": "a", "name": "A","#
      + #" "location": {"latitude": 1, "longitude": 1, "street": "Elm St 5", "city": "Leeds"}},"#
      + #" {"id": "b", "name": "B", "location": {"latitude": 1, "longitude": 1, "city": "Paris"}},"#
      + #" {"id": "c", "name": "C","#
      + #" "location": {"latitude": 1, "longitude": 1, "street": "Quay 1"}},"#
      + #" {"id": "d", "name": "D", "location": {"latitude": 1, "longitude": 1}}]"#
    let cafes = try decodeCafes(from: json)
    try expectEqual(cafes.count, 4, "number of cafes decoded")
    try expectEqual(
      cafes.map(\.address), ["Elm St 5, Leeds", "Paris", "Quay 1", "address unknown"],
      "addresses of cafes with street and city, only city, only street, neither")
  }
  check("a cafe encodes back to JSON that decodes to the same cafe") {
    let cafes = try decodeCafes(from: twoCafes)
    let data = try JSONEncoder().encode(cafes)
    let again = try decodeCafes(from: String(decoding: data, as: UTF8.self))
    try expectEqual(again.map(\.name), ["Bean There", "Grounds"], "names after a round trip")
    try expectEqual(
      again.map(\.address), ["Linden Way 3, Berlin", "Paris"], "addresses after a round trip")
    try expectEqual(again.map(\.phone), ["555-0101", nil], "phones after a round trip")
  }
}

private let twoCafes = """
  [
    { "id": "101", "name": "Bean There", "phone": "555-0101",
      "location": { "latitude": 52.52, "longitude": 13.40,
                    "street": "Linden Way 3", "city": "Berlin" } },
    { "id": "102", "name": "Grounds",
      "location": { "latitude": 48.85, "longitude": 2.35, "city": "Paris" } }
  ]
  """

private func expectThrows(_ json: String, _ what: String) throws {
  do {
    let cafes = try decodeCafes(from: json)
    try fail("\(what): expected decodeCafes(from:) to throw, got \(cafes.count) cafe(s)")
  } catch is DecodingError {
    return
  }
}
