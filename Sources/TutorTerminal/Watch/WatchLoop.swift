import Foundation
import Grading
import Learner
import LessonKit
import Reports
public import TutorSupport

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
        throw WatchProblem(message: .nothingToWatch(exercise))
      }
      target = found
    } else {
      guard let found = learner.nextExercise(in: course) else {
        throw WatchProblem(message: .everythingWatchedPassed)
      }
      target = found
    }
  }

  /// Checks now, then after every save, until ``maximumChecks`` or ``idleTimeout``. After a
  /// pass that moves on, the next exercise's starter is written and its task shown at once,
  /// and the watch waits for that file's first save.
  public func run() {
    var checks = 0
    var movedOn = false
    var first = true
    while true {
      let file: URL
      let created: Bool
      do {
        (file, created) = try configuration.workspace.prepare(
          target.exercise, in: target.lesson, language: language)
      } catch {
        return say(.writeFailed(FileProblem.describe(error)), to: output.writeError)
      }
      let watcher = FileWatcher(file: file, polling: polling)
      // The first exercise starts from its task, as the next ones do (a newcomer's watch went
      // straight into nine failures of a starter it had just written).
      if movedOn || (first && created) {
        introduce(file)
        movedOn = false
        first = false
      } else {
        let before = target.exercise.id
        check(file, withTask: first)
        first = false
        checks += 1
        if let maximumChecks, checks >= maximumChecks { return }
        movedOn = target.exercise.id != before
        if movedOn { continue }
      }
      guard watcher.waitForChange(timeout: idleTimeout) else { return }
    }
  }

  /// The exercise moved on to: its task, its file (the starter, just written), and the wait
  /// for its first save.
  private func introduce(_ file: URL) {
    output.write("\n" + taskText() + "\n")
    say(.watching(target.exercise.id, file: file.path), to: output.write)
    say(.waitingForFirstSave(polling: polling), to: output.write)
  }

  /// Checks `file`, after the exercise's task `withTask` (the watch's first check).
  private func check(_ file: URL, withTask: Bool = false) {
    let checked = target.exercise.id
    let color = configuration.color
    if configuration.interactive { output.write("\u{1B}[H\u{1B}[2J") }
    if withTask { output.write(taskText() + "\n") }
    say(.watching(target.exercise.id, file: file.path), to: output.write)
    output.write("\n")
    do {
      let outcome = try configuration.learner.grade(
        target.exercise, file: file, with: configuration.grader.grader())
      guard case .graded(let result) = outcome else {
        return say(.readFailed(file.path), to: output.writeError)
      }
      output.write(TextReporter(color: color, language: language).render(result))
      let recorded = configuration.learner.record(
        result, of: target.exercise, then: followCourse ? .moveOn(configuration.course) : .stay)
      if let problem = recorded.problem {
        output.writeError("swift-tutor: \(problem.text(language))\n")
      }
      if let next = recorded.next {
        target = next
        say(.movingOn(next.exercise.id), to: output.write)
      }
    } catch {
      say(.gradeFailed(error), to: output.writeError)
    }
    let width = TerminalSize.columns(environment: configuration.environment)
    let passed = configuration.course.exercises.filter {
      configuration.learner.progress.passed.contains($0.id)
    }.count
    output.write(
      "\n"
        + WatchBar.text(
          passed: passed, total: configuration.course.exercises.count, width: width, color: color,
          language: language)
        + "\n")
    // Moved on: the next exercise's task says what to do next (``introduce(_:)``).
    guard target.exercise.id == checked else { return }
    say(.waitingForSave(polling: polling), to: output.write)
  }

  /// The task of the exercise watched, for the terminal's width.
  private func taskText() -> String {
    let width = TerminalSize.columns(environment: configuration.environment)
    let renderer = TerminalRenderer(width: width, style: configuration.color ? .ansi : .plain)
    return renderer.render(task: target.exercise.task(language))
  }

  /// The learner's language (``LearnerSession/language``).
  private var language: Language { configuration.learner.language }

  /// Writes `message` in the learner's language, and a line break, with `write`.
  private func say(_ message: Message, to write: (String) -> Void) {
    write(message.text(language) + "\n")
  }

}

/// Why a watch cannot start.
public struct WatchProblem: Error, CustomStringConvertible {
  /// What is wrong, for the learner.
  public var message: Message
  public var description: String { message.description }
}
