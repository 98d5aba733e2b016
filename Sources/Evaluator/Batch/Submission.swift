import Foundation
import TutorSupport

/// One file to grade: `DIR/<student>/<exercise-id>.swift`.
public struct Submission: Sendable, Hashable {
  /// The student's folder name.
  public var student: String
  /// The exercise id (the file name without `.swift`).
  public var exercise: String
  /// The file.
  public var file: URL
  /// Why the student's folder could not be listed (then `exercise` is empty and `file` is the
  /// folder): graded as one `error` for that student, never a stop for the whole class.
  public var unlisted: Message?

  /// Creates a submission.
  public init(student: String, exercise: String, file: URL, unlisted: Message? = nil) {
    self.student = student
    self.exercise = exercise
    self.file = file
    self.unlisted = unlisted
  }

  /// Every `<student>/<exercise>.swift` under `folder`, sorted by student then exercise.
  public static func discover(in folder: URL) throws -> [Submission] {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw EvaluatorError.badInput(path: folder.path, reason: "not a folder of submissions")
    }
    let students = try manager.contentsOfDirectory(atPath: folder.path).filter {
      !$0.hasPrefix(".")
    }
    var found: [Submission] = []
    for student in students {
      let studentFolder = folder.appendingPathComponent(student)
      var isStudentFolder: ObjCBool = false
      guard manager.fileExists(atPath: studentFolder.path, isDirectory: &isStudentFolder),
        isStudentFolder.boolValue
      else { continue }
      // A student may make their own folder unreadable: that is their error, not the class's.
      guard let names = try? manager.contentsOfDirectory(atPath: studentFolder.path) else {
        found.append(
          Submission(
            student: student, exercise: "", file: studentFolder,
            unlisted: manager.isReadableFile(atPath: studentFolder.path)
              ? Message("judge.file.cannot-list") : Message("judge.file.permission-denied")))
        continue
      }
      for name in names where name.hasSuffix(".swift") && !name.hasPrefix(".") {
        found.append(
          Submission(
            student: student, exercise: String(name.dropLast(6)),
            file: studentFolder.appendingPathComponent(name)))
      }
    }
    return found.sorted { ($0.student, $0.exercise) < ($1.student, $1.exercise) }
  }
}

/// The K-th of N slices of a submission list (`--shard K/N`, 1-based), by
/// position in the sorted list so shards never overlap and cover everything.
public struct Shard: Sendable, Hashable {
  /// 1-based index.
  public var index: Int
  /// Number of shards.
  public var count: Int

  /// Parses `K/N`; nil unless 1 ≤ K ≤ N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, index >= 1, index <= count
    else { return nil }
    self.index = index
    self.count = count
  }

  /// The submissions of this shard.
  public func select(_ submissions: [Submission]) -> [Submission] {
    submissions.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
