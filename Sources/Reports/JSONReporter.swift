import Diagnostics
public import Foundation
public import Grading
import SwiftToolchain
import TutorSupport

/// JSON output: one result (Exercism test-runner v3 superset) or a batch report.
public enum JSONReporter {
  /// Pretty, key-sorted JSON of any result type; times as ISO 8601 (`2026-12-01T23:59:00Z`),
  /// as every report writes them.
  public static func render<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(value) else { return "{}" }
    return CILog.json(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// Decodes a batch report, or throws naming the file and what is wrong
  /// (also for another version, or a result without a student). It does not check the seal:
  /// ``ShardMerge/open(_:path:key:)`` does.
  public static func decodeBatch(_ data: Data, path: String) throws -> BatchReport {
    let report: BatchReport
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      report = try decoder.decode(BatchReport.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      throw EvaluatorError.badInput(
        path: path, reason: "not JSON: " + VisibleText.line(context.debugDescription))
    } catch let DecodingError.keyNotFound(key, _) {
      throw EvaluatorError.badInput(
        path: path, reason: "not a `grade --format json` report: missing `\(key.stringValue)`")
    } catch {
      throw EvaluatorError.badInput(path: path, reason: "not a `grade --format json` report")
    }
    guard report.version == 3, report.results.allSatisfy({ $0.version == 3 }) else {
      throw EvaluatorError.badInput(path: path, reason: "only version 3 reports can be merged")
    }
    if let result = report.results.first(where: { $0.student == nil }) {
      throw EvaluatorError.badInput(
        path: path,
        reason: "the `\(VisibleText.line(result.exercise))` result has no student: not from `grade`"
      )
    }
    return report
  }
}
