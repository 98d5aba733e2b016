import Foundation
import TutorChecks

let checks = Checks {
  check("a cafe with every field is decoded", zh: "解码包含所有字段的咖啡馆") {
    let cafes = try decodeCafes(from: twoCafes)
    observe(
      cafes.count, "decodeCafes(from: the task's example).count",
      zh: "decodeCafes(from: 题目里的示例).count")
    let cafe = cafes.first
    observe(cafe?.id, "first cafe: id", zh: "第一家咖啡馆的 id")
    observe(cafe?.name, "first cafe: name", zh: "第一家咖啡馆的 name")
    observe(cafe?.phone, "first cafe: phone", zh: "第一家咖啡馆的 phone")
    observe(
      cafe?.location.latitude, "first cafe: location.latitude",
      zh: "第一家咖啡馆的 location.latitude", tolerance: 1e-9)
    observe(
      cafe?.location.longitude, "first cafe: location.longitude",
      zh: "第一家咖啡馆的 location.longitude", tolerance: 1e-9)
    observe(
      cafe?.location.street, "first cafe: location.street",
      zh: "第一家咖啡馆的 location.street")
    observe(cafe?.location.city, "first cafe: location.city", zh: "第一家咖啡馆的 location.city")
  }
  check("missing optional fields are nil", zh: "缺少的可选字段是 nil") {
    let cafes = try decodeCafes(from: twoCafes)
    observe(
      cafes.count, "decodeCafes(from: the task's example).count",
      zh: "decodeCafes(from: 题目里的示例).count")
    let cafe = cafes.dropFirst().first
    observe(cafe?.name, "second cafe: name", zh: "第二家咖啡馆的 name")
    observe(
      cafe?.phone, "second cafe (no \"phone\"): phone", zh: "第二家咖啡馆（没有 \"phone\"）的 phone")
    observe(
      cafe?.location.street, "second cafe (no \"street\"): location.street",
      zh: "第二家咖啡馆（没有 \"street\"）的 location.street")
    observe(
      cafe?.location.city, "second cafe: location.city", zh: "第二家咖啡馆的 location.city")
    observe(
      cafe?.location.latitude, "second cafe: location.latitude",
      zh: "第二家咖啡馆的 location.latitude", tolerance: 1e-9)
  }
  check(
    "null optional fields are nil, and unknown keys are ignored",
    zh: "值为 null 的可选字段是 nil，未知的键被忽略"
  ) {
    let json =
      #"[{"id": "7", "name": "Drip", "phone": null, "wifi": true,"#
      + #" "location": {"latitude": 0, "longitude": -0.5,"#
      + #" "street": null, "city": null, "floor": 2}}]"#
    let cafes = try decodeCafes(from: json)
    observe(cafes.count, "try decodeCafes(from: \(literal(json))).count")
    let cafe = cafes.first
    observe(cafe?.id, "the cafe's id", zh: "这家咖啡馆的 id")
    observe(cafe?.phone, "phone given as null", zh: "值为 null 的 phone")
    observe(cafe?.location.street, "street given as null", zh: "值为 null 的 street")
    observe(cafe?.location.city, "city given as null", zh: "值为 null 的 city")
    observe(
      cafe?.location.longitude,
      "try decodeCafes(from: \(literal(json))).first?.location.longitude", tolerance: 1e-9)
  }
  check("an empty array gives no cafes", zh: "空数组得到零个咖啡馆") {
    observe(outcome("[]"), "try decodeCafes(from: \"[]\")")
  }
  check("a cafe without a name is rejected", zh: "没有 name 的咖啡馆被拒绝") {
    let json = #"[{"id": "1", "location": {"latitude": 1, "longitude": 2}}]"#
    observe(outcome(json), "try decodeCafes(from: \(literal(json)))")
  }
  check(
    "a cafe without a location or coordinates is rejected",
    zh: "没有 location 或坐标的咖啡馆被拒绝"
  ) {
    for json in [
      #"[{"id": "1", "name": "Nowhere"}]"#,
      #"[{"id": "1", "name": "Half", "location": {"latitude": 1}}]"#,
      #"[{"id": "1", "name": "Half", "location": {"longitude": 1}}]"#,
      #"[{"name": "No id", "location": {"latitude": 1, "longitude": 2}}]"#,
    ] {
      observe(outcome(json), "try decodeCafes(from: \(literal(json)))")
    }
  }
  check("wrong types and invalid JSON are rejected", zh: "类型错误和无效的 JSON 被拒绝") {
    for json in [
      #"[{"id": 1, "name": "Numbered", "location": {"latitude": 1, "longitude": 2}}]"#,
      #"[{"id": "1", "name": "#,
      #"{"id": "1", "name": "Lone", "location": {"latitude": 1, "longitude": 2}}"#,
    ] {
      observe(outcome(json), "try decodeCafes(from: \(literal(json)))")
    }
  }
  check(
    "address joins street and city, or says it is unknown",
    zh: "address 把街道和城市连起来，或者说明地址未知"
  ) {
    let json =
      #"[{"id": "a", "name": "A","#
      + #" "location": {"latitude": 1, "longitude": 1, "street": "Elm St 5", "city": "Leeds"}},"#
      + #" {"id": "b", "name": "B", "location": {"latitude": 1, "longitude": 1, "city": "Paris"}},"#
      + #" {"id": "c", "name": "C","#
      + #" "location": {"latitude": 1, "longitude": 1, "street": "Quay 1"}},"#
      + #" {"id": "d", "name": "D", "location": {"latitude": 1, "longitude": 1}}]"#
    let cafes = try decodeCafes(from: json)
    observe(cafes.count, "number of cafes decoded", zh: "解码出的咖啡馆数量")
    observe(
      cafes.map(\.address),
      "addresses of cafes with street and city, only city, only street, neither",
      zh: "四家咖啡馆的 address（分别有街道和城市、只有城市、只有街道、两者都没有）")
  }
  check(
    "a cafe encodes back to JSON that decodes to the same cafe",
    zh: "咖啡馆编码回 JSON 后再解码得到相同的咖啡馆"
  ) {
    let cafes = try decodeCafes(from: twoCafes)
    let data = try JSONEncoder().encode(cafes)
    let again = try decodeCafes(from: String(decoding: data, as: UTF8.self))
    observe(again.map(\.name), "names after a round trip", zh: "编码再解码之后的名字")
    observe(again.map(\.address), "addresses after a round trip", zh: "编码再解码之后的地址")
    observe(again.map(\.phone), "phones after a round trip", zh: "编码再解码之后的电话")
    observe(
      again.map(\.location.latitude), "latitudes after a round trip", zh: "编码再解码之后的纬度",
      tolerance: 1e-9)
  }
  check("random cafes", zh: "随机生成的咖啡馆") {
    for _ in 0..<15 {
      let json = "[" + Draw.array(count: 0...3) { randomCafe() }.joined(separator: ", ") + "]"
      let call = "try decodeCafes(from: \(literal(json)))"
      observe(outcome(json), call)
      guard let cafes = try? decodeCafes(from: json) else { continue }
      observe(cafes.map(\.id), "\(call).map(\\.id)")
      observe(cafes.map(\.phone), "\(call).map(\\.phone)")
      observe(cafes.map(\.location.street), "\(call).map(\\.location.street)")
      observe(cafes.map(\.address), "\(call).map(\\.address)")
    }
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

/// `json` as a raw string literal, the way the checks write it.
private func literal(_ json: String) -> String {
  "#\"" + json + "\"#"
}

/// How decoding `json` ends: the number of cafes, or which decoding error was thrown and
/// where (the decoder's own wording is left out).
private func outcome(_ json: String) -> String {
  do {
    let cafes = try decodeCafes(from: json)
    return "\(cafes.count) cafe(s)"
  } catch let error as DecodingError {
    switch error {
    case .keyNotFound(let key, let context):
      return "throws DecodingError.keyNotFound(\(path(context.codingPath + [key])))"
    case .typeMismatch(_, let context):
      return "throws DecodingError.typeMismatch(\(path(context.codingPath)))"
    case .valueNotFound(_, let context):
      return "throws DecodingError.valueNotFound(\(path(context.codingPath)))"
    case .dataCorrupted(let context):
      return "throws DecodingError.dataCorrupted(\(path(context.codingPath)))"
    @unknown default:
      return "throws DecodingError"
    }
  } catch {
    return "throws \(type(of: error))"
  }
}

/// A coding path written as in the JSON: `[0].location.latitude`, or `top level`.
private func path(_ keys: [any CodingKey]) -> String {
  let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
  return text.isEmpty ? "top level" : text
}

/// One cafe's JSON object, with each optional field present, null or missing, and now and
/// then a required field missing or of the wrong type.
private func randomCafe() -> String {
  var fields = [#""id": "\#(Draw.int(in: 1...99))""#, #""name": "Cafe""#]
  var location = [#""latitude": \#(Draw.int(in: -90...90))"#, #""longitude": 2.5"#]
  for (key, value) in [("street", "Main St 1"), ("city", "Oslo")] {
    switch Draw.int(in: 0...2) {
    case 0: location.append(#""\#(key)": "\#(value)""#)
    case 1: location.append(#""\#(key)": null"#)
    default: break
    }
  }
  switch Draw.int(in: 0...2) {
  case 0: fields.append(#""phone": "555-0\#(Draw.int(in: 100...999))""#)
  case 1: fields.append(#""phone": null"#)
  default: break
  }
  switch Draw.int(in: 0...9) {
  case 0: fields.removeFirst()
  case 1: location.removeFirst()
  case 2: fields[0] = #""id": 5"#
  default: break
  }
  fields.append(#""location": {"# + location.joined(separator: ", ") + "}")
  return "{" + Draw.shuffled(fields).joined(separator: ", ") + "}"
}
