import Foundation
import HTTPTypes
import Learner
import LessonKit
import TutorSupport

/// The turns at a classroom student's desk that their teacher's view and their name form
/// take: what the teacher sees of them (read only, never making a file), the name they give,
/// a solution they opened before passing.
extension LearnerDesk {
  /// What the teacher's view shows of this student: their progress as saved now, the
  /// exercises whose file exists (opened, perhaps never checked), and when they last did
  /// something (the newest of their progress file and their files; nil: nothing yet).
  func standingForTeacher(_ course: Course) -> (
    progress: LearnerProgress, opened: Set<String>, lastActivity: Date?
  ) {
    learner.adoptSavedElsewhere()
    var opened: Set<String> = []
    var newest = Self.modified(learner.store.url)
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let url = learner.workspace.file(for: exercise, in: lesson)
        guard let date = Self.modified(url) else { continue }
        opened.insert(exercise.id)
        newest = max(newest ?? date, date)
      }
    }
    return (learner.progress, opened, newest)
  }

  /// The student's file of `exercise` as it is now, or nil when they never opened it: the
  /// teacher's reading makes no file.
  func peek(_ exercise: Exercise, in lesson: Lesson) -> String? {
    try? String(contentsOf: learner.workspace.file(for: exercise, in: lesson), encoding: .utf8)
  }

  /// Keeps `text` as the student's display name; 400 when nothing of it is a name.
  func name(_ text: String) throws -> String {
    let (name, problem) = learner.name(text)
    guard let name else { throw WebError(.badRequest, Message("web.name.empty")) }
    if let problem { throw WebError(.internalServerError, problem) }
    return name
  }

  /// Records that the student opened the solution of `exercise` before passing it.
  func solutionSeen(_ exercise: Exercise) throws {
    if let problem = learner.recordSolutionSeen(exercise) {
      throw WebError(.internalServerError, problem)
    }
  }

  private static func modified(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}
