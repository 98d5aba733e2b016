import Foundation

/// `check --format json`: the result of docs/design.md ("Result JSON"), decoded as an outside
/// consumer would.
struct ResultJSON: Decodable {
  struct Test: Decodable {
    var name: String
    var status: String
    var message: String?
    var output: String?
    var testCode: String
    var taskID: Int?

    enum CodingKeys: String, CodingKey {
      case name, status, message, output
      case testCode = "test_code"
      case taskID = "task_id"
    }
  }

  var version: Int
  var exercise: String
  var student: String?
  var status: String
  var message: String?
  var tests: [Test]
  var output: String?
  var durationMs: Int
  var untouchedStarter: Bool?

  enum CodingKeys: String, CodingKey {
    case version, exercise, student, status, message, tests, output
    case durationMs = "duration_ms"
    case untouchedStarter = "untouched_starter"
  }

  /// Decodes `text` (a command's standard output).
  static func decode(_ text: String) throws -> ResultJSON {
    try JSONDecoder().decode(ResultJSON.self, from: Data(text.utf8))
  }
}

/// `grade --format json` and `merge`: results plus a summary, and the seal's records.
struct ReportJSON: Decodable {
  struct Summary: Decodable, Equatable {
    var total: Int
    var pass: Int
    var fail: Int
    var error: Int
  }

  /// The slices of the class a report holds.
  struct Shards: Decodable, Equatable {
    var count: Int
    var included: [Int]
  }

  /// A file `grade` did not grade.
  struct Ignored: Decodable, Equatable {
    var path: String
    var reason: String
  }

  var version: Int
  var summary: Summary
  var results: [ResultJSON]
  var ignored: [Ignored]?
  var shards: Shards?
  var build: String?
  var key: String?
  var seal: String?

  /// Decodes `text` (a command's standard output or a report file).
  static func decode(_ text: String) throws -> ReportJSON {
    try JSONDecoder().decode(ReportJSON.self, from: Data(text.utf8))
  }

  /// The result of `student`'s `exercise`, if graded.
  func result(_ student: String, _ exercise: String) -> ResultJSON? {
    results.first { $0.student == student && $0.exercise == exercise }
  }

  /// The JSON document with every `duration_ms` (and the fields in `dropping`) removed,
  /// re-serialised with sorted keys, for comparing two runs.
  static func withoutDurations(_ text: String, dropping: Set<String> = []) throws -> String {
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return object.filter { $0.key != "duration_ms" && !dropping.contains($0.key) }
          .mapValues(strip)
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    let stripped = strip(try JSONSerialization.jsonObject(with: Data(text.utf8)))
    let data = try JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }
}
