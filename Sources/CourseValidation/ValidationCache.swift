public import Foundation
import LessonKit
public import SwiftToolchain

/// What `validate` learnt, kept between runs by content (``ValidationKey``): the problems of an
/// exercise, and the findings of a lesson's code block, under a key that covers everything they
/// depend on. An unchanged exercise is never checked twice; a change to anything it depends on
/// always checks it again.
public struct ValidationCache: Sendable {
  /// The folder of `<key>.json` files.
  public let directory: URL

  /// A cache inside the module cache's toolchain folder, beside the result cache.
  public init(modules: ModuleCache) {
    directory = modules.directory.deletingLastPathComponent().appendingPathComponent("validation")
  }

  /// A cache in `directory`.
  public init(directory: URL) { self.directory = directory }

  /// The value stored under `key`, if any (a file that does not decode is a miss).
  func lookup<Value: Decodable>(_ key: String, as type: Value.Type) -> Value? {
    let file = directory.appendingPathComponent("\(key).json")
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// Stores `value` under `key`, atomically; a failure to store is ignored (the next run checks
  /// again).
  func store<Value: Encodable>(_ value: Value, key: String) {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    guard let data = try? JSONEncoder().encode(value) else { return }
    try? data.write(to: directory.appendingPathComponent("\(key).json"), options: .atomic)
  }
}

/// A problem of an exercise as the cache keeps it: its file relative to the exercise's folder,
/// so the same exercise found under another path is the same entry.
struct StoredProblem: Codable, Sendable {
  var severity: LessonProblem.Severity
  /// The path inside the folder ("" for the folder itself).
  var path: String
  var line: Int?
  var message: String

  /// `problem` relative to `folder`; nil when its file is outside it.
  init?(_ problem: LessonProblem, in folder: URL) {
    let base = folder.standardizedFileURL.path
    let file = problem.file.standardizedFileURL.path
    if file == base {
      path = ""
    } else if file.hasPrefix(base + "/") {
      path = String(file.dropFirst(base.count + 1))
    } else {
      return nil
    }
    severity = problem.severity
    line = problem.line
    message = problem.message
  }

  /// The problem, its file inside `folder`.
  func problem(in folder: URL) -> LessonProblem {
    LessonProblem(
      severity, file: path.isEmpty ? folder : folder.appendingPathComponent(path), line: line,
      message)
  }
}
