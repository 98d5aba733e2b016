import Foundation
import TutorTestSupport

/// A temporary `DIR/<student>/<exercise-id>.swift` folder for `swift-tutor grade`.
struct SubmissionFolder {
  let url: URL

  init() throws {
    url = try TestPaths.makeTemporaryFolder("submissions")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent(".reports"), withIntermediateDirectories: true)
  }

  /// Copies `file` in as `student`'s submission for `exercise`.
  func add(_ student: String, _ exercise: String, copying file: URL) throws {
    try add(student, exercise, text: String(contentsOf: file, encoding: .utf8))
  }

  /// `student`'s first attempt at `exercise`: its starter with a line of their own, which
  /// fails (an untouched starter is not handed in at all).
  func addAttempt(_ student: String, _ exercise: String) throws {
    let starter = try String(contentsOf: CourseFiles.starter(of: exercise), encoding: .utf8)
    try add(student, exercise, text: starter + "// \(student) has started.\n")
  }

  /// Writes `text` as `student`'s submission for `exercise`.
  func add(_ student: String, _ exercise: String, text: String) throws {
    try Data(text.utf8).write(to: folder(of: student).appendingPathComponent("\(exercise).swift"))
  }

  /// A submission whose file is listed but gone: a symbolic link to nothing.
  func addMissing(_ student: String, _ exercise: String) throws {
    try FileManager.default.createSymbolicLink(
      at: folder(of: student).appendingPathComponent("\(exercise).swift"),
      withDestinationURL: url.appendingPathComponent("nowhere/\(exercise).swift"))
  }

  /// A submission that is a symbolic link to `target`.
  func addLink(_ student: String, _ exercise: String, to target: URL) throws {
    try FileManager.default.createSymbolicLink(
      at: folder(of: student).appendingPathComponent("\(exercise).swift"),
      withDestinationURL: target)
  }

  /// A path for a report file, in a hidden folder `grade` does not read as a student.
  func reportFile(_ name: String) -> URL { url.appendingPathComponent(".reports/\(name)") }

  /// Deletes the folder and everything in it.
  func remove() { try? FileManager.default.removeItem(at: url) }

  private func folder(of student: String) throws -> URL {
    let folder = url.appendingPathComponent(student)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Four students: ann passes, bob fails (the starter, begun), cat's file does not compile
  /// (an error on line 2), dan's file is missing (a dangling link); ann also passes
  /// `optional-binding`.
  static func mixed() throws -> SubmissionFolder {
    let folder = try SubmissionFolder()
    try folder.add("ann", "team-score", copying: CourseFiles.solution(of: "team-score"))
    try folder.add("ann", "optional-binding", copying: CourseFiles.solution(of: "optional-binding"))
    try folder.addAttempt("bob", "team-score")
    try folder.add(
      "cat", "team-score", text: "func teamScore(_ scores: [Int]) -> Int {\n  return \"11\"\n}\n")
    try folder.addMissing("dan", "team-score")
    return folder
  }

  /// One student whose two submissions both pass.
  static func allPassing() throws -> SubmissionFolder {
    let folder = try SubmissionFolder()
    try folder.add("eve", "team-score", copying: CourseFiles.solution(of: "team-score"))
    try folder.add("eve", "count-shapes", copying: CourseFiles.solution(of: "count-shapes"))
    return folder
  }
}
