import Foundation

/// The `error` of a JSON error body, or nil when the body is not one.
func error(in body: String) -> String? {
  let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
  return object?["error"] as? String
}

/// A JSON request body with `source`, as the exercise page sends it.
func body(_ source: String) throws -> String {
  String(decoding: try JSONEncoder().encode(["source": source]), as: UTF8.self)
}
