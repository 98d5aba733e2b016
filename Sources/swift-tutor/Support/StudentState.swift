import ArgumentParser
import Foundation
import Learner
import LessonKit
import TutorSupport
import TutorTerminal

/// What the student commands (`lessons`, `show`, `hint`, `progress`, `reset`) work with: the
/// course, the learner (``LearnerSession``: progress, language, workspace) and how wide and
/// colourful the output is.
struct StudentState {
  let course: Course
  let learner: LearnerSession
  let color: Bool
  let width: Int

  /// The language everything is shown in.
  var language: Language { learner.language }

  /// The learner's progress.
  var progress: LearnerProgress { learner.progress }

  /// Loads the course and the learner's progress; notices go to standard error.
  static func load(_ options: CommonOptions, plain: Bool = false, width: Int? = nil) throws
    -> StudentState
  {
    let learner = try options.learner()
    let language = learner.language
    let course = try CourseContext.load(options).course
    if !course.errors.isEmpty {
      Console.notice(
        Message(
          "cli.course-has-problems", ["count": course.errors.count, "root": course.root.path]),
        language)
    }
    if let notice = learner.loadNotice { Console.notice(notice, language) }
    return StudentState(
      course: course, learner: learner, color: options.useColor && !plain,
      width: width ?? TerminalSize.columns())
  }

  /// The lesson `query` names (id, folder name or number), or exit 2 with a suggestion.
  func lesson(_ query: String) throws -> Lesson {
    if let lesson = course.lesson(id: query) { return lesson }
    if let guess = course.lessonSuggestion(for: query) {
      throw TutorError.usage(Message("cli.no-lesson-guess", ["query": query, "guess": guess]))
    }
    throw TutorError.usage(Message("cli.no-lesson", ["query": query]))
  }

  /// The exercise with id `query` and its lesson, or exit 2 with a suggestion.
  func exercise(_ query: String) throws -> (exercise: Exercise, lesson: Lesson) {
    if let found = course.exercise(id: query) { return found }
    if let guess = course.exerciseSuggestion(for: query) {
      throw TutorError.usage(Message("cli.no-exercise-guess", ["query": query, "guess": guess]))
    }
    throw TutorError.usage(Message("cli.no-exercise", ["query": query]))
  }

  /// Saves the progress, or exit 3 saying why it could not be written.
  func save(_ problem: Message?) throws {
    if let problem { throw TutorError.internal(problem) }
  }
}
