import Foundation
public import LessonKit
import Sandbox
import SwiftToolchain

/// What a class report was graded against and over, recorded in it under its seal, so that
/// `merge` joins only shards of one course and one class folder.
///
/// - The course: every file that decides a verdict — each exercise's checks, solution, expected
///   output, rules, imports and limits (``ExerciseSpec/verdictFingerprint``), and the sample
///   libraries' and the runtime's sources. A grade job that took the course from the commit it
///   grades could be handed a `solution.swift` a student replaced: its report names another
///   course, and the teacher's digest shows it.
/// - The submissions: every student and exercise of the whole folder (before `--shard` picks its
///   slice), each file's content, and every file not graded. Shards graded before and after a
///   student was added, or of two commits, name different sets.
public enum ClassDigest {
  /// The digest of `course` as `grader` grades it (its sample modules' sources), "sha256:…".
  public static func course(_ course: Course, grader: Grader) -> String {
    var hash = ContentDigest()
    hash.update(field: "course-v1")
    hash.update(field: grader.cache.sourcesHash)
    for exercise in course.exercises.sorted(by: { $0.id < $1.id }) {
      hash.update(field: exercise.id)
      do {
        hash.update(
          field: try ExerciseSpec(exercise).verdictFingerprint(limits: grader.sandbox.limits))
      } catch {
        hash.update(field: "unreadable: \(error)")
      }
    }
    return "sha256:" + hash.hexDigest()
  }

  /// The digest of `folder`'s submissions and files not graded, "sha256:…".
  public static func submissions(_ folder: ClassFolder) -> String {
    var hash = ContentDigest()
    hash.update(field: "submissions-v1")
    let sorted = folder.submissions.sorted {
      let (left, right) = (
        $0.student.unicodeScalars.map(\.value), $1.student.unicodeScalars.map(\.value)
      )
      return left == right ? $0.exercise < $1.exercise : left.lexicographicallyPrecedes(right)
    }
    for submission in sorted {
      hash.update(field: submission.student)
      hash.update(field: submission.exercise)
      guard submission.handedIn, submission.unlisted == nil else {
        hash.update(field: submission.handedIn ? "unlisted" : "missing")
        continue
      }
      switch SubmissionFile.read(submission.file) {
      case .success(let text): hash.update(field: text)
      case .failure(let problem): hash.update(field: "unreadable: " + problem.reason)
      }
    }
    for file in folder.ignored {
      hash.update(field: file.path)
      hash.update(field: file.reason.rawValue)
    }
    return "sha256:" + hash.hexDigest()
  }
}
