import Foundation

/// The JSON layout of a saved ``MealStore``.
///
/// For example:
///
/// ```json
/// {
///   "meals" : [ { "name" : "Caprese Salad", "photo" : { … }, "rating" : 4 } ],
///   "version" : 1
/// }
/// ```
///
/// `version` comes first when reading, so a file from a newer MealKit is reported
/// as such instead of as a confusing error about its meals.
struct StoreFile: Codable {
  /// The only layout this MealKit reads and writes.
  static let currentVersion = 1

  /// The layout's version number.
  var version: Int
  /// The meals in display order.
  var meals: [Meal]

  /// Just the version number, read before anything else.
  private struct VersionProbe: Decodable {
    var version: Int
  }

  /// The file's JSON: pretty-printed with sorted keys, so saves diff cleanly.
  static func encode(_ meals: [Meal]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(StoreFile(version: currentVersion, meals: meals))
  }

  /// The meals in a file's bytes.
  ///
  /// - Throws: A reason a person can read: why the bytes are not a store file.
  static func decode(_ data: Data) throws(StoreFileProblem) -> [Meal] {
    guard !data.isEmpty else { throw StoreFileProblem(reason: "the file is empty") }
    let decoder = JSONDecoder()
    do {
      let probe = try decoder.decode(VersionProbe.self, from: data)
      guard probe.version == currentVersion else {
        throw StoreFileProblem(
          reason: "version \(probe.version) is not supported; "
            + "this MealKit reads version \(currentVersion)")
      }
      return try decoder.decode(StoreFile.self, from: data).meals
    } catch let problem as StoreFileProblem {
      throw problem
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw StoreFileProblem(reason: syntaxReason(data))
    } catch let error as DecodingError {
      throw StoreFileProblem(reason: readableReason(error))
    } catch {
      throw StoreFileProblem(reason: String(describing: error))
    }
  }
}

/// Why some bytes are not a meal store file.
struct StoreFileProblem: Error {
  /// A short explanation, such as `meals[1].rating: rating 9 is outside 0...5`.
  var reason: String
}

/// Why `data` is not JSON, with the parser's position when it gives one:
/// `not valid JSON (Invalid value around character 13.)`.
private func syntaxReason(_ data: Data) -> String {
  do {
    _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
  } catch {
    if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
      return "not valid JSON (\(detail))"
    }
  }
  return "not valid JSON"
}

/// A `DecodingError` as one line: where in the JSON, then what was wrong.
func readableReason(_ error: DecodingError) -> String {
  switch error {
  case .dataCorrupted(let context):
    return "\(jsonPath(context.codingPath)): \(context.debugDescription)"
  case .keyNotFound(let key, let context):
    return "\(jsonPath(context.codingPath + [key])): missing"
  case .typeMismatch(let type, let context):
    return "\(jsonPath(context.codingPath)): expected \(jsonKind(type))"
  case .valueNotFound(let type, let context):
    return "\(jsonPath(context.codingPath)): expected \(jsonKind(type)), found null"
  @unknown default:
    return String(describing: error)
  }
}

/// A coding path written as in the file: `meals[1].rating`, or `top level`.
private func jsonPath(_ path: [any CodingKey]) -> String {
  var text = ""
  for key in path {
    if let index = key.intValue {
      text += "[\(index)]"
    } else {
      text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
    }
  }
  return text.isEmpty ? "top level" : text
}

/// How a JSON reader would name a Swift type: `a number`, `text`, `an object`.
private func jsonKind(_ type: Any.Type) -> String {
  switch type {
  case is Int.Type, is Double.Type: return "a number"
  case is String.Type: return "text"
  case is Bool.Type: return "true or false"
  default:
    let name = String(describing: type)
    return name.hasPrefix("Array") ? "an array" : "an object"
  }
}
