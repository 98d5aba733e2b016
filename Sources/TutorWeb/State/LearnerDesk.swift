import Foundation
import Grading
import HTTPTypes
import Learner
import LessonKit
import TutorSupport

/// The learner's state as the browser sees it: the same ``LearnerSession`` — progress, hints,
/// language, workspace files — that the REPL, `watch` and `check` use, behind one actor so
/// that requests from several tabs take turns. Every turn that shows or changes progress first
/// takes what a terminal command saved meanwhile (reading the file only when another program
/// saved it), so a pass in the terminal shows in the page and the other way round.
///
/// Each method is one turn at the desk and does all a request needs of it at once: a Check is
/// two turns (``beginCheck(_:for:in:)`` before grading, ``finishCheck(_:passed:)`` after).
/// Only ``WebEngine`` holds desks.
actor LearnerDesk {
  /// The session (its teacher-facing turns are in `LearnerDesk+Teacher`).
  let learner: LearnerSession
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

  /// The exercise page's turn: the learner's file of `exercise`, made from the starter first if
  /// it does not exist, which becomes the current exercise (as `:exercise` makes it in the
  /// REPL); with the progress and language to show it in.
  func open(_ exercise: Exercise, in lesson: Lesson) throws
    -> (file: WorkspaceFile, progress: LearnerProgress, language: Language)
  {
    learner.adoptSavedElsewhere()
    let (url, _) = try learner.workspace.prepare(exercise, in: lesson, language: learner.language)
    if learner.progress.currentExercise != exercise.id { learner.open(exercise, in: lesson) }
    if learner.recordsChecks, let problem = learner.recordOpened(exercise) {
      throw WebError(.internalServerError, problem)
    }
    return (try file(url), learner.progress, learner.language)
  }

  /// The learner's file of `exercise` as it is now, without making it the current exercise:
  /// the page polls it to notice an editor outside. A GET writes nothing: before the file
  /// exists it is the starter as it would be written (a classmate's link to it marked the
  /// exercise "opened" in the teacher's view).
  func read(_ exercise: Exercise, in lesson: Lesson) throws -> WorkspaceFile {
    let url = learner.workspace.file(for: exercise, in: lesson)
    guard !FileManager.default.fileExists(atPath: url.path) else { return try file(url) }
    let starter = try String(
      contentsOf: exercise.files.starter(learner.language), encoding: .utf8)
    return shown(WorkspaceFile(source: starter, path: url.path))
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

  /// A Check's first turn: saves `source` as the learner's file of `exercise` and says the
  /// language to grade in.
  func beginCheck(_ source: String, for exercise: Exercise, in lesson: Lesson) throws
    -> (file: WorkspaceFile, language: Language)
  {
    (try save(source, for: exercise, in: lesson), language)
  }

  /// A Run's one turn: the same as a Check's first — the file saved, the language to run in.
  func beginRun(_ source: String, for exercise: Exercise, in lesson: Lesson) throws
    -> (file: WorkspaceFile, language: Language)
  {
    try beginCheck(source, for: exercise, in: lesson)
  }

  /// A Check's second turn: records `result` as every face does
  /// (``LearnerSession/record(_:of:then:)``: for the teacher when this is a classroom's
  /// student, the hints its failing checks name, a pass, moving on to the next exercise);
  /// returns how many of the course's exercises are passed now and, after a pass, the next
  /// exercise not passed.
  func finishCheck(_ exercise: Exercise, result: GradeResult) throws
    -> (passed: Int, next: (exercise: Exercise, lesson: Lesson)?)
  {
    let outcome = learner.record(result, of: exercise, then: .moveOn(course))
    if let problem = outcome.problem { throw WebError(.internalServerError, problem) }
    return (learner.progress.passedCount(in: course), outcome.next)
  }

  /// The next hint, counted in the progress: its index (nil once all were seen), the number
  /// of hints, the language they are in, and whether a failing check chose it.
  func takeHint(_ exercise: Exercise) throws -> TakenHint {
    learner.adoptSavedElsewhere()
    let (index, problem) = learner.takeHint(exercise)
    if let problem { throw WebError(.internalServerError, problem) }
    return TakenHint(
      index: index, count: exercise.task(learner.language).hints.count,
      seen: learner.progress.hintsSeen[exercise.id]?.count ?? 0, language: learner.language,
      named: index.map { learner.progress.hintNamedByCheck(exercise.id, index: $0) } ?? false)
  }

  /// Puts the starter back (the old file kept as `.bak`) and forgets the pass and hints.
  func reset(_ exercise: Exercise, in lesson: Lesson) throws -> WorkspaceFile {
    learner.adoptSavedElsewhere()
    let (_, problem) = try learner.startOver(exercise, in: lesson)
    if let problem { throw WebError(.internalServerError, problem) }
    return try file(learner.workspace.file(for: exercise, in: lesson))
  }

  /// `url` read, named as this learner may see it.
  private func file(_ url: URL) throws -> WorkspaceFile {
    shown(try WorkspaceFile.read(url))
  }

  /// `file` with its path as the page shows it (inside the student's own folder in a
  /// classroom).
  private func shown(_ file: WorkspaceFile) -> WorkspaceFile {
    var file = file
    let root = learner.workspace.root.standardizedFileURL.path + "/"
    if !showsPaths, file.path.hasPrefix(root) { file.path.removeFirst(root.count) }
    return file
  }
}

/// A workspace file as the page shows it: its text (the page compares it with what it last
/// saved, to notice an editor outside) and where it is — the whole path for the machine's own
/// learner, the path inside their own folder for a classroom's student (``LearnerDesk``).
///
/// The answer of the exercise page's file, save and reset requests.
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

/// A hint taken from the page: which (nil once all were seen), of how many, in which language,
/// and whether a failing check chose it.
struct TakenHint: Sendable {
  var index: Int?
  var count: Int
  /// How many of the exercise's hints the learner has seen, this one included: its number.
  var seen: Int
  var language: Language
  var named: Bool
}
