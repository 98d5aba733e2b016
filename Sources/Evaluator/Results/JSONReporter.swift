import Foundation

/// JSON output: one result (Exercism test-runner v3 superset) or a batch report.
public enum JSONReporter {
  /// Pretty, key-sorted JSON of any result type.
  public static func render<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Decodes a batch report, or throws naming the file and what is wrong.
  public static func decodeBatch(_ data: Data, path: String) throws -> BatchReport {
    do {
      return try JSONDecoder().decode(BatchReport.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      throw EvaluatorError.badInput(path: path, reason: "not JSON: \(context.debugDescription)")
    } catch let DecodingError.keyNotFound(key, _) {
      throw EvaluatorError.badInput(
        path: path, reason: "not a `grade --format json` report: missing `\(key.stringValue)`")
    } catch {
      throw EvaluatorError.badInput(path: path, reason: "not a `grade --format json` report")
    }
  }
}
