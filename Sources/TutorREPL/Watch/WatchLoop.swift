import Evaluator
import Foundation
import Learner
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
  private let polling: Bool
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
    let learner = configuration.learner
    if let notice = learner.loadNotice {
      output.writeError("swift-tutor: \(notice.text(learner.language))\n")
    }
    followCourse = exercise == nil
    let course = configuration.course
    if let exercise {
      guard let found = course.exercise(id: exercise) else {
        throw WatchProblem(message: Message("session.watch-unknown-exercise", ["id": exercise]))
      }
      target = found
    } else {
      guard let found = learner.nextExercise(in: course) else {
        throw WatchProblem(message: Message("session.watch-all-passed"))
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
    let passed = configuration.course.exercises.filter {
      configuration.learner.progress.passed.contains($0.id)
    }.count
    output.write(
      "\n"
        + WatchText.bar(
          passed: passed, total: configuration.course.exercises.count, width: width, color: color)
        + "\n")
    output.write(WatchText.waiting(polling: polling, language: language) + "\n")
  }

  /// The learner's language (``LearnerSession/language``).
  private var language: Language { configuration.learner.language }

  private func recordPass() {
    let (next, problem) = configuration.learner.recordPass(
      target.exercise, then: followCourse ? .moveOn(configuration.course) : .stay)
    if let problem { output.writeError("swift-tutor: \(problem.text(language))\n") }
    guard let next else { return }
    target = next
    output.write(WatchText.movingOn(next.exercise.id, language: language) + "\n")
  }
}

/// Why a watch cannot start.
public struct WatchProblem: Error, CustomStringConvertible {
  /// What is wrong, for the learner.
  public var message: Message
  public var description: String { message.description }
}
