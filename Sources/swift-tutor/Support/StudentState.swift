import ArgumentParser
import Foundation
import LessonKit
import TutorREPL
import TutorSupport

/// What the student commands (`lessons`, `show`, `hint`, `progress`, `reset`) work with: the
/// course, the learner's progress, the language and how wide and colourful the output is.
struct StudentState {
  let course: Course
  let store: ProgressStore
  var progress: LearnerProgress
  let language: Language
  let color: Bool
  let width: Int

  /// Loads the course and the progress file; a progress notice goes to standard error.
  ///
  /// The language is `--lang`, else `$SWIFT_TUTOR_LANG`, else the one chosen with `:lang` in
  /// the REPL, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
  static func load(_ options: CommonOptions, plain: Bool = false, width: Int? = nil) throws
    -> StudentState
  {
    let environment = ProcessInfo.processInfo.environment
    let course = try CourseContext.load(options).course
    if !course.errors.isEmpty {
      Console.error(
        "swift-tutor: \(course.errors.count) problems in \(course.root.path) left parts of the"
          + " course out; `swift-tutor validate \(course.root.path)` lists them")
    }
    let store = ProgressStore(url: ProgressStore.defaultURL(environment: environment))
    let loaded = store.load()
    if let notice = loaded.notice { Console.error("swift-tutor: \(notice)") }
    let language: Language
    if options.lang != nil {
      language = try options.language()
    } else {
      let chosen =
        environment["SWIFT_TUTOR_LANG"].flatMap(Language.init(identifier:))
        ?? loaded.progress.language.flatMap(Language.init(identifier:))
      language = Language.preferred(explicit: chosen, environment: environment)
    }
    return StudentState(
      course: course, store: store, progress: loaded.progress, language: language,
      color: options.useColor && !plain, width: width ?? TerminalSize.columns(environment: environment))
  }

  /// The lesson `query` names (id, folder name or number), or exit 2 with a suggestion.
  func lesson(_ query: String) throws -> Lesson {
    if let lesson = course.lesson(id: query) { return lesson }
    let guess = course.lessonSuggestion(for: query).map { " (did you mean '\($0)'?)" } ?? ""
    throw Failure.usage("no lesson '\(query)'\(guess); `swift-tutor lessons` lists them")
  }

  /// The exercise with id `query` and its lesson, or exit 2 with a suggestion.
  func exercise(_ query: String) throws -> (exercise: Exercise, lesson: Lesson) {
    if let found = course.exercise(id: query) { return found }
    let guess = course.exerciseSuggestion(for: query).map { " (did you mean '\($0)'?)" } ?? ""
    throw Failure.usage(
      "no exercise '\(query)'\(guess); `swift-tutor show LESSON` lists a lesson's exercises")
  }

  /// Writes the progress file, or exit 3 saying why it could not be written.
  func save() throws {
    do {
      try store.save(progress)
    } catch {
      throw Failure.internal(
        "progress not saved to \(store.url.path): \(error.localizedDescription)")
    }
  }
}
