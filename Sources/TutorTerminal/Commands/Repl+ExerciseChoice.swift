import Learner
import LessonKit
import LineEditing
import TutorSupport

/// Which exercise `:check` and `:hint` mean: the one named, else the one open, else the
/// learner is asked. Nothing is chosen silently.
extension Repl {
  /// The exercise opened with `:exercise` (or by `watch`), if any.
  var openedExercise: (exercise: Exercise, lesson: Lesson)? {
    progress.currentExercise.flatMap { course.exercise(id: $0) }
  }

  /// The exercise named by `argument`, else the open one, else the one the learner picks from
  /// the current lesson's list; it becomes the open exercise. Nil when nothing was chosen.
  func exercise(named argument: String?) -> (exercise: Exercise, lesson: Lesson)? {
    if let argument {
      guard let found = course.exercise(id: argument) else {
        complain(.unknownExercise(argument))
        return nil
      }
      open(found)
      return found
    }
    if let opened = openedExercise { return opened }
    guard let chosen = askForExercise() else { return nil }
    open(chosen)
    return chosen
  }

  /// Makes `found` the open exercise (and its lesson the current one) and saves.
  func open(_ found: (exercise: Exercise, lesson: Lesson)) {
    guard progress.currentExercise != found.exercise.id else { return }
    report(learner.open(found.exercise, in: found.lesson))
  }

  /// Lists the current lesson's exercises and asks which one; a `:command` typed instead is
  /// performed, and an empty answer chooses nothing.
  private func askForExercise() -> (exercise: Exercise, lesson: Lesson)? {
    guard let lesson = currentLesson, !lesson.exercises.isEmpty else {
      complain(.noExercise)
      return nil
    }
    let next = learner.nextExercise(in: lesson)
    var lines = [Message.noneOpen(lesson.text(language).title).text(language)]
    for (index, exercise) in lesson.exercises.enumerated() {
      let title = exercise.task(language).title
      let mark =
        progress.passed.contains(exercise.id)
        ? Message.passedMark.text(language)
        : (exercise.id == next?.id ? Message.nextMark.text(language) : "")
      lines.append("  \(index + 1). \(exercise.id) — \(title)\(mark)")
    }
    say(lines.joined(separator: "\n"))
    guard case .line(let typed) = reader.readLine(prompt: prompt(.whichExercise)) else {
      say(.nothingChosen)
      return nil
    }
    let answer = typed.trimmingWhitespace()
    if answer.isEmpty {
      say(.nothingChosen)
      return nil
    }
    if answer.hasPrefix(":") {
      perform(String(answer.dropFirst()))
      return nil
    }
    let picked =
      Int(answer).flatMap { lesson.exercises.indices.contains($0 - 1) ? $0 - 1 : nil }
      .map { lesson.exercises[$0] } ?? lesson.exercise(id: answer)
    guard let picked else {
      complain(.noSuchChoice(answer, count: lesson.exercises.count))
      return nil
    }
    return (picked, lesson)
  }
}
