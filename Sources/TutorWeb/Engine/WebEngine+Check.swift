import Foundation
import Grading
import HTTPTypes
import Learner
import LessonKit
import Synchronization
import TutorSupport

/// A Check from the page: two turns at the learner's desk around the grading — the first saves
/// the file and says the language, the second counts a pass and how many are passed — so
/// `progress.json` is read at most once, and only when another program saved it meanwhile.
extension WebEngine {
  /// Saves `source` as the learner's file, grades it in the jail and counts a pass. A
  /// classroom student past their Checks (``ClassroomLimits/checkBurst``), or whose address is
  /// past its own (``ClassroomLimits/addressCheckBurst``), gets 429 and when they can check
  /// again, and nothing is saved.
  func check(_ source: String, of placed: Placed, context: WebContext) async throws
    -> CheckAnswer
  {
    let desk = try await desk(context)
    if let student = context.student, let seconds = mayCheck(student, from: context.remote) {
      throw WebError(
        .tooManyRequests, Message("web.error.check-later", ["seconds": seconds]),
        retryAfter: seconds)
    }
    let (file, language) = try await desk.beginCheck(
      source, for: placed.exercise, in: placed.lesson)
    let spec = try spec(of: placed.exercise)
    let name = URL(fileURLWithPath: file.path).lastPathComponent
    let result = try await pool.run(
      for: context.owner, from: context.client, abandoned: context.hungUp.abandoned
    ) { [graders] in
      let grader = try graders.grader()
      return try grader.grade(source: source, fileName: name, exercise: spec, language: language)
    }
    let (passed, next) = try await desk.finishCheck(placed.exercise, result: result)
    return CheckAnswer(
      result, language: language, passed: passed, total: course.exercises.count, next: next)
  }

  /// Spends a Check of `student` and of their address: nil when both had one, else the seconds
  /// to wait. The student's own limit is asked first, so that one student pressing Check past
  /// theirs spends nothing of their classmates' address.
  private func mayCheck(_ student: String, from remote: String?) -> Int? {
    if let seconds = checks.take(student) { return seconds }
    guard let seconds = addressChecks.take(ClientAddress.key(remote)) else { return nil }
    checks.giveBack(student)
    return seconds
  }

  /// The exercise as the grader reads it, read once.
  private func spec(of exercise: Exercise) throws -> ExerciseSpec {
    if let known = specs.withLock({ $0[exercise.id] }) { return known }
    let spec = try ExerciseSpec(exercise)
    specs.withLock { $0[exercise.id] = spec }
    return spec
  }
}
