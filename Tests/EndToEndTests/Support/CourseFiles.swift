import Foundation
import TutorTestSupport

/// The bundled course's exercise files, found by exercise id.
enum CourseFiles {
  /// The folder of exercise `id` (`Lessons/<lesson>/exercises/<id>`).
  static func folder(of id: String) throws -> URL {
    let lessons = TutorBinary.lessons
    for lesson in TestPaths.contents(of: lessons).sorted() {
      let folder = lessons.appendingPathComponent("\(lesson)/exercises/\(id)")
      if FileManager.default.fileExists(atPath: folder.path) { return folder }
    }
    throw MissingExercise(id: id)
  }

  /// The reference solution of exercise `id`.
  static func solution(of id: String) throws -> URL {
    try folder(of: id).appendingPathComponent("solution.swift")
  }

  /// The starter file of exercise `id` (compiles, does not pass).
  static func starter(of id: String) throws -> URL {
    try folder(of: id).appendingPathComponent("starter.swift")
  }

  /// Writes `text` to `name` in a fresh temporary folder and returns the file.
  static func write(_ text: String, named name: String) throws -> URL {
    let file = try TestPaths.makeTemporaryFolder("e2e").appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// Removes the folder holding `file` (made by ``write(_:named:)``).
  static func removeFolder(of file: URL) {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
  }

  /// Runs `swift-tutor ARGUMENTS --lessons <bundled Lessons>`, with a progress file of its own
  /// (a pass from `check` is recorded there, never in the tester's own progress).
  static func tutor(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) throws -> CommandResult {
    let state = try TestPaths.makeTemporaryFolder("state")
    defer { try? FileManager.default.removeItem(at: state) }
    var variables = ["XDG_STATE_HOME": state.path]
    variables.merge(environment) { $1 }
    return try TutorBinary.run(
      arguments + ["--lessons", TutorBinary.lessons.path], stdin: stdin, environment: variables)
  }
}

/// An exercise id the bundled course does not have.
struct MissingExercise: Error, CustomStringConvertible {
  let id: String
  var description: String { "no exercise '\(id)' under Lessons/" }
}

extension CommandResult {
  /// Status and both streams, for failure messages.
  var transcript: String { "exit \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }
}
