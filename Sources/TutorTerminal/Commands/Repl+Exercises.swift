import Foundation
import Grading
import Learner
import LessonKit
import Reports
import TutorSupport

extension Repl {
  /// The exercise the learner works on: the saved one, else the current lesson's first one not
  /// passed, else its first.
  var currentExercise: (exercise: Exercise, lesson: Lesson)? {
    if let id = progress.currentExercise, let found = course.exercise(id: id) { return found }
    guard let lesson = currentLesson else { return nil }
    let exercise =
      lesson.exercises.first { !progress.passed.contains($0.id) } ?? lesson.exercises.first
    return exercise.map { ($0, lesson) }
  }

  /// The current exercise, or a complaint and `nil`.
  func requireExercise() -> (exercise: Exercise, lesson: Lesson)? {
    guard let found = currentExercise else {
      complain(.noExercise)
      return nil
    }
    return found
  }

  func openExercise(_ id: String?) {
    if let id {
      guard let found = course.exercise(id: id) else {
        return complain(.unknownExercise(id))
      }
      report(learner.open(found.exercise, in: found.lesson))
    } else if let (exercise, lesson) = currentExercise, progress.passed.contains(exercise.id) {
      // The current one is passed: `:exercise` moves on to the lesson's next.
      report(learner.moveOn(in: lesson))
    }
    guard let (exercise, lesson) = requireExercise() else { return }
    // What `:exercise` shows is what `:check` and `:hint` then mean.
    open((exercise, lesson))
    say(
      TerminalRenderer(width: width, style: color ? .ansi : .plain).render(
        task: exercise.task(language)))
    do {
      let file = try configuration.workspace.prepare(exercise, in: lesson, language: language)
      say(.fileReady(file.url.path, created: file.created))
    } catch {
      complain(.writeFailed(FileProblem.describe(error)))
    }
  }

  func editExercise() {
    guard let (exercise, lesson) = requireExercise() else { return }
    let url: URL
    do {
      url = try configuration.workspace.prepare(exercise, in: lesson, language: language).url
    } catch {
      return complain(.writeFailed(FileProblem.describe(error)))
    }
    let editor = EditorLauncher(environment: configuration.environment)
    switch editor.edit(url) {
    case .success: say(.edited)
    case .failure(let problem):
      complain(.editorFailed(problem))
      say(url.path)
    }
  }

  /// `:check [ID]`: grades the named exercise, else the open one, else the one the learner
  /// picks.
  func checkExercise(_ argument: String?) {
    guard let (exercise, lesson) = exercise(named: argument) else { return }
    let url = configuration.workspace.file(for: exercise, in: lesson)
    guard FileManager.default.fileExists(atPath: url.path) else {
      return say(.noFile(exercise.id, url.path))
    }
    let (made, waitInterrupted) = interruptible(stopsChildren: false) {
      Result { try configuration.grader.grader() }
    }
    if waitInterrupted { return complainInterrupted() }
    let (graded, interrupted) = interruptible(stopsChildren: true) {
      made.flatMap { grader in
        Result { try learner.grade(exercise, file: url, with: grader) }
      }
    }
    if interrupted { return complain(.interrupted) }
    let outcome: LearnerSession.Graded
    do {
      outcome = try graded.get()
    } catch {
      return complain(.gradeFailed(error))
    }
    guard case .graded(let result) = outcome else {
      guard FileManager.default.fileExists(atPath: url.path) else {
        return say(.noFile(exercise.id, url.path))
      }
      return complain(.fileUnreadable(url.path))
    }
    output.write(TextReporter(color: color, language: language).render(result))
    // Kept open after a pass: `:solution` means this one.
    let recorded = learner.record(result, of: exercise, then: .keepOpen)
    report(recorded.problem)
    guard recorded.passed else { return }
    let next = learner.nextExercise(in: lesson)
    say(.passed(exercise.id, next: next?.id))
  }
}

/// `:exercise [ID]`.
struct ExerciseCommand: ReplCommand {
  let name = "exercise"
  let usage = ":exercise [ID]"
  let summary = Message("repl.command.exercise")
  let arguments = [ReplArgument.exercise]
  func perform(_ argument: String?, in repl: Repl) { repl.openExercise(argument) }
}

/// `:edit`.
struct EditCommand: ReplCommand {
  let name = "edit"
  let summary = Message("repl.command.edit")
  func perform(_ argument: String?, in repl: Repl) { repl.editExercise() }
}

/// `:check [ID]`.
struct CheckCommand: ReplCommand {
  let name = "check"
  let usage = ":check [ID]"
  let summary = Message("repl.command.check")
  let arguments = [ReplArgument.exercise]
  func perform(_ argument: String?, in repl: Repl) { repl.checkExercise(argument) }
}
