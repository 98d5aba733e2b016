import Foundation
import Learner
import LessonKit
import TutorSupport

/// The learner's state as the browser sees it: the same ``LearnerSession`` — progress, hints,
/// language, workspace files — that the REPL, `watch` and `check` use, behind one actor so
/// that requests from several tabs take turns. Every read first takes what a terminal
/// command saved meanwhile, so a pass in the terminal shows in the page and the other way
/// round.
actor LearnerDesk {
  private let learner: LearnerSession
  private let course: Course
  private let showsPaths: Bool
  private let quota: DiskQuota?

  /// The desk over the session `makeLearner` makes (made here, owned here alone); without
  /// `showsPaths`, files are named from the workspace on (`optionals/optional-binding.swift`);
  /// with a `quota`, the learner's own saves stay within it.
  init(
    course: Course, makeLearner: @Sendable () -> LearnerSession, showsPaths: Bool,
    quota: DiskQuota? = nil
  ) {
    self.course = course
    self.showsPaths = showsPaths
    self.quota = quota
    learner = makeLearner()
  }

  /// `url` read, named as this learner may see it.
  private func file(_ url: URL) throws -> WorkspaceFile {
    var file = try WorkspaceFile.read(url)
    let root = learner.workspace.root.standardizedFileURL.path + "/"
    if !showsPaths, file.path.hasPrefix(root) { file.path.removeFirst(root.count) }
    return file
  }

  /// The progress and language as saved now.
  func snapshot() -> (progress: LearnerProgress, language: Language) {
    learner.adoptSavedElsewhere()
    return (learner.progress, learner.language)
  }

  /// The language as saved now.
  var language: Language { snapshot().language }

  /// Shows `language` from now on, in the browser and the terminal alike.
  func choose(_ language: Language) throws {
    learner.adoptSavedElsewhere()
    if let problem = learner.choose(language) { throw WebError(.internalServerError, problem) }
  }

  /// The learner's file of `exercise`, made from the starter first if it does not exist; it
  /// becomes the current exercise, as `:exercise` makes it in the REPL.
  func open(_ exercise: Exercise, in lesson: Lesson) throws -> WorkspaceFile {
    learner.adoptSavedElsewhere()
    let (url, _) = try learner.workspace.prepare(exercise, in: lesson, language: learner.language)
    if learner.progress.currentExercise != exercise.id { learner.open(exercise, in: lesson) }
    return try file(url)
  }

  /// The learner's file of `exercise` as it is now (made from the starter when missing),
  /// without making it the current exercise: the page polls it to notice an editor outside.
  func read(_ exercise: Exercise, in lesson: Lesson) throws -> WorkspaceFile {
    let (url, _) = try learner.workspace.prepare(exercise, in: lesson, language: learner.language)
    return try file(url)
  }

  /// Writes `source` to the learner's file of `exercise` (the file an editor outside sees);
  /// 507 when it would take the learner's folder past the quota.
  func save(_ source: String, for exercise: Exercise, in lesson: Lesson) throws -> WorkspaceFile {
    if let quota {
      try quota.admit(
        source.utf8.count, to: learner.workspace.file(for: exercise, in: lesson),
        in: learner.workspace.root)
    }
    return try file(learner.workspace.write(source, for: exercise, in: lesson))
  }

  /// Counts a pass; returns the next exercise not passed, if any.
  func recordPass(_ exercise: Exercise) throws -> (exercise: Exercise, lesson: Lesson)? {
    let (next, problem) = learner.recordPass(exercise, then: .moveOn(course))
    if let problem { throw WebError(.internalServerError, problem) }
    return next
  }

  /// The next hint, counted in the progress: its index (nil once all were seen) and the
  /// number of hints.
  func takeHint(_ exercise: Exercise) throws -> (index: Int?, count: Int) {
    learner.adoptSavedElsewhere()
    let (index, problem) = learner.takeHint(exercise)
    if let problem { throw WebError(.internalServerError, problem) }
    return (index, exercise.task(learner.language).hints.count)
  }

  /// Puts the starter back (the old file kept as `.bak`) and forgets the pass and hints.
  func reset(_ exercise: Exercise, in lesson: Lesson) throws -> WorkspaceFile {
    learner.adoptSavedElsewhere()
    let (_, problem) = try learner.startOver(exercise, in: lesson)
    if let problem { throw WebError(.internalServerError, problem) }
    return try file(learner.workspace.file(for: exercise, in: lesson))
  }
}

/// A workspace file as the page shows it: its text (the page compares it with what it last
/// saved, to notice an editor outside) and where it is.
struct WorkspaceFile: Codable, Sendable {
  /// The file's text.
  var source: String
  /// Where it is, for the page to show.
  var path: String

  /// Reads `url`.
  static func read(_ url: URL) throws -> WorkspaceFile {
    WorkspaceFile(source: try String(contentsOf: url, encoding: .utf8), path: url.path)
  }
}
