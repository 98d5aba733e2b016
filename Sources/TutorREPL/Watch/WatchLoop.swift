import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// `swift-tutor watch`: grades the workspace file of an exercise every time it is saved, like
/// rustlings' watch mode. Without an exercise named, it follows the course: after a pass it
/// moves on to the next exercise not passed and writes its starter.
public final class WatchLoop {
  private let configuration: ReplConfiguration
  private let output: any ReplOutput
  private let followCourse: Bool
  private var target: (exercise: Exercise, lesson: Lesson)
  private var progress: LearnerProgress
  private let polling: Bool

  /// Whether a pass is saved in the progress file (not under CI or with `--no-record`); the
  /// watch moves on to the next exercise either way.
  public var recordsPasses = true
  /// Stops after this many checks (tests, scripts); `nil` runs until interrupted.
  public var maximumChecks: Int?
  /// Stops after this many seconds without a save (tests); `nil` waits for ever.
  public var idleTimeout: Double?

  /// A watch on `exercise` (an id), or on the learner's current exercise when `nil`; returns
  /// `nil` with a message in `problem` when there is nothing to watch.
  public init(
    configuration: ReplConfiguration, output: any ReplOutput, exercise: String?,
    polling: Bool = false
  ) throws(WatchProblem) {
    self.configuration = configuration
    self.output = output
    self.polling = polling
    let loaded = configuration.progressStore.load()
    progress = loaded.progress
    if let notice = loaded.notice { output.writeError("swift-tutor: \(notice)\n") }
    followCourse = exercise == nil
    let course = configuration.course
    if let exercise {
      guard let found = course.exercise(id: exercise) else {
        throw WatchProblem(message: "unknown exercise '\(exercise)' (see `swift-tutor lessons`)")
      }
      target = found
    } else {
      guard let found = progress.nextExercise(in: course) else {
        throw WatchProblem(message: "every exercise is passed: nothing left to watch")
      }
      target = found
    }
  }

  /// Checks now, then after every save, until ``maximumChecks`` or ``idleTimeout``.
  public func run() {
    var checks = 0
    while true {
      let file: URL
      do {
        file = try configuration.workspace.prepare(
          target.exercise, in: target.lesson, language: language
        ).url
      } catch {
        let reason = FileProblem.describe(error)
        return output.writeError(
          Catalog.text("repl.write-failed", language, ["reason": reason]) + "\n")
      }
      let watcher = FileWatcher(file: file, polling: polling)
      check(file)
      checks += 1
      if let maximumChecks, checks >= maximumChecks { return }
      guard watcher.waitForChange(timeout: idleTimeout) else { return }
    }
  }

  private func check(_ file: URL) {
    let color = configuration.color
    if configuration.interactive { output.write("\u{1B}[H\u{1B}[2J") }
    output.write(WatchText.header(target.exercise.id, file: file.path, language: language) + "\n\n")
    do {
      let outcome = try ExerciseGrading(grader: configuration.grader.grader()).grade(
        target.exercise, file: file, language: language)
      guard case .graded(let result) = outcome else {
        return output.writeError(
          Catalog.text("repl.read-failed", language, ["path": file.path]) + "\n")
      }
      output.write(TextReporter(color: color, language: language).render(result))
      if result.status == .pass { recordPass() }
    } catch {
      output.writeError(Catalog.text("repl.grade-failed", language, ["error": "\(error)"]) + "\n")
    }
    let width = TerminalSize.columns(environment: configuration.environment)
    let passed = configuration.course.exercises.filter { progress.passed.contains($0.id) }.count
    output.write(
      "\n"
        + WatchText.bar(
          passed: passed, total: configuration.course.exercises.count, width: width, color: color)
        + "\n")
    output.write(WatchText.waiting(polling: polling, language: language) + "\n")
  }

  /// `--lang` when given, else the language chosen with `:lang`, else the environment's.
  private var language: Language {
    if configuration.languageIsExplicit { return configuration.language }
    return progress.language.flatMap { Language(identifier: $0) } ?? configuration.language
  }

  private func recordPass() {
    // Another program (the REPL) may have saved progress since: build on the file's.
    let saved = configuration.progressStore.load()
    if saved.notice == nil { progress = saved.progress }
    _ = progress.recordPass(target.exercise, in: target.lesson)
    let next = followCourse ? progress.nextExercise(in: configuration.course) : nil
    if let next {
      progress.currentLesson = next.lesson.id
      progress.currentExercise = next.exercise.id
    }
    do {
      if recordsPasses { try configuration.progressStore.save(progress) }
    } catch {
      let path = configuration.progressStore.url.path
      output.writeError(
        "swift-tutor: progress not saved to \(path): \(FileProblem.describe(error))\n")
    }
    guard let next else { return }
    target = next
    output.write(WatchText.movingOn(next.exercise.id, language: language) + "\n")
  }
}

/// Why a watch cannot start.
public struct WatchProblem: Error, CustomStringConvertible {
  /// What is wrong, for the learner.
  public var message: String
  public var description: String { message }
}
