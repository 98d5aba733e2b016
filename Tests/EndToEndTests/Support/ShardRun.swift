import Foundation
import TutorTestSupport

/// `grade --shard K/N --format json` of a submission folder into its hidden report folder, and
/// the edits a student would make to such a file.
enum ShardRun {
  /// Grades slice `index` of `count` of `folder` into `.reports/<name>` (by default
  /// `shard-K.json`) with `binary` (the built one unless given), against `lessons` (the bundled
  /// course unless given), and returns the file; throws
  /// with the transcript when `grade` fails.
  @discardableResult
  static func grade(
    _ folder: SubmissionFolder, _ index: Int, of count: Int, named name: String? = nil,
    environment: [String: String] = [:], binary: URL? = nil, lessons: URL? = nil
  ) throws -> URL {
    let file = folder.reportFile(name ?? "shard-\(index).json")
    let arguments = [
      "grade", folder.url.path, "--shard", "\(index)/\(count)", "--format", "json",
      "--output", file.path, "--lessons", (lessons ?? TutorBinary.lessons).path,
    ]
    let state = try TestPaths.makeTemporaryFolder("state")
    defer { try? FileManager.default.removeItem(at: state) }
    var variables = ["XDG_STATE_HOME": state.path, "NO_COLOR": "1"]
    if binary != nil { variables["SWIFT_TUTOR_HOME"] = TestPaths.packageRoot.path }
    variables.merge(environment) { $1 }
    let run = try runCommand(
      binary ?? TutorBinary.executable, arguments, environment: variables)
    guard run.status == 0 else {
      throw SetupFailure(description: "grade \(index)/\(count) failed: \(run.transcript)")
    }
    return file
  }

  /// `swift-tutor merge ARGUMENTS`.
  static func merge(_ arguments: [String], environment: [String: String] = [:]) throws
    -> CommandResult
  {
    try TutorBinary.run(["merge"] + arguments, environment: environment)
  }

  /// The paths of `files`.
  static func paths(_ files: [URL]) -> [String] { files.map(\.path) }

  /// Rewrites the report in `file` after `edit` changed its JSON object (as a student with a
  /// text editor would: valid JSON, any layout).
  static func edit(_ file: URL, _ edit: (inout [String: Any]) -> Void) throws {
    let data = try Data(contentsOf: file)
    guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw SetupFailure(description: "\(file.path) is not a JSON object")
    }
    edit(&object)
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      .write(to: file)
  }

  /// Turns every `fail` in the report of `file` into a `pass`, checks and summary too; returns
  /// how many submissions it changed.
  @discardableResult
  static func passEveryFail(in file: URL) throws -> Int {
    var changed = 0
    try edit(file) { object in
      var results = object["results"] as? [[String: Any]] ?? []
      for index in results.indices where results[index]["status"] as? String == "fail" {
        results[index]["status"] = "pass"
        let tests = results[index]["tests"] as? [[String: Any]] ?? []
        results[index]["tests"] = tests.map { test in
          var test = test
          test["status"] = "pass"
          test["message"] = nil
          return test
        }
        changed += 1
      }
      object["results"] = results
      var summary = object["summary"] as? [String: Any] ?? [:]
      summary["pass"] = (summary["pass"] as? Int ?? 0) + changed
      summary["fail"] = (summary["fail"] as? Int ?? 0) - changed
      object["summary"] = summary
    }
    return changed
  }
}
