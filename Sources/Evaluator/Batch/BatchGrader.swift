import Dispatch
import Foundation
import LessonKit
import Synchronization

/// Grades many submissions with `jobs` workers, the result cache first.
public struct BatchGrader: Sendable {
  /// The grader for one submission.
  public var grader: Grader
  /// The course whose exercises are graded.
  public var course: Course
  /// Parallel workers.
  public var jobs: Int
  /// The verdict cache, or nil to grade everything afresh.
  public var cache: ResultCache?

  /// Creates a batch grader.
  public init(grader: Grader, course: Course, jobs: Int, cache: ResultCache?) {
    self.grader = grader
    self.course = course
    self.jobs = max(1, jobs)
    self.cache = cache
  }

  /// Grades every submission, in input order, calling `progress` after each
  /// (with the number done). Unknown exercise ids are `error` results.
  public func grade(
    _ submissions: [Submission], progress: @escaping @Sendable (Int) -> Void = { _ in }
  ) -> [GradeResult] {
    let results = Mutex([GradeResult?](repeating: nil, count: submissions.count))
    let next = Atomic(0)
    let done = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, submissions.count))) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < submissions.count else { return }
        let result = gradeOne(submissions[index])
        results.withLock { $0[index] = result }
        progress(done.add(1, ordering: .relaxed).newValue)
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  /// Grades one submission; a tool failure becomes an `error` result that says so.
  public func gradeOne(_ submission: Submission) -> GradeResult {
    var result: GradeResult
    do {
      result = try gradeOrThrow(submission)
    } catch {
      result = GradeResult(
        exercise: submission.exercise, status: .error, message: "internal: \(error)")
    }
    result.student = submission.student
    return result
  }

  private func gradeOrThrow(_ submission: Submission) throws -> GradeResult {
    guard let (exercise, _) = course.exercise(id: submission.exercise) else {
      return GradeResult(
        exercise: submission.exercise, status: .error,
        message: "unknown exercise '\(submission.exercise)' (the file name must be an exercise id)")
    }
    if let reason = Self.irregularReason(submission.file) {
      return GradeResult(
        exercise: submission.exercise, status: .error,
        message:
          "cannot grade \(submission.student)/\(submission.file.lastPathComponent): \(reason)")
    }
    guard let source = try? String(contentsOf: submission.file, encoding: .utf8) else {
      return GradeResult(
        exercise: submission.exercise, status: .error,
        message: "cannot read \(submission.student)/\(submission.file.lastPathComponent): "
          + Self.unreadableReason(submission.file))
    }
    let spec = try ExerciseSpec(exercise)
    let fileName = submission.file.lastPathComponent
    let key = ResultCache.key(
      source: source, fileName: fileName, exercise: spec, grader: grader)
    if let cached = cache?.lookup(key) { return cached }
    let result = try grader.grade(source: source, fileName: fileName, exercise: spec)
    cache?.store(result, key: key)
    return result
  }

  /// Why `file` is not a submission to read; nil for a regular file in a real folder.
  ///
  /// A link is never followed: its target, e.g. `/etc/shadow`, would be compiled and
  /// quoted in the diagnostics of a published report.
  static func irregularReason(_ file: URL) -> String? {
    func type(_ url: URL) -> FileAttributeType? {
      (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }
    if type(file.deletingLastPathComponent()) == .typeSymbolicLink {
      return "the student's folder is a symbolic link; links are not followed"
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int
    if let size, size > Grader.largestSource {
      return "the file is too large: \(size >> 10) KiB (at most \(Grader.largestSource >> 10) KiB)"
    }
    switch type(file) {
    case .typeSymbolicLink?: return "the file is a symbolic link; links are not followed"
    case .typeDirectory?: return "it is a folder, not a file"
    case .typeRegular?, nil: return nil
    default: return "it is not a regular file"
    }
  }

  /// Why a submission file could not be read, in words that are the same on every run
  /// (a report must not change between runs, or shards would not merge to the same).
  static func unreadableReason(_ file: URL) -> String {
    let manager = FileManager.default
    if !manager.fileExists(atPath: file.path) {
      return "the file does not exist (a broken link?)"
    }
    if !manager.isReadableFile(atPath: file.path) { return "permission denied" }
    return "not UTF-8 text"
  }
}
