import Foundation
import Learner
import LessonKit
import TutorSupport

extension Repl {
  func showSolution() {
    guard let (exercise, _) = requireExercise() else { return }
    if !progress.passed.contains(exercise.id) {
      guard case .line(let answer) = reader.readLine(prompt: UIText.solutionLocked(language)),
        ["y", "yes", "是", "好"].contains(answer.trimmingWhitespace().lowercased())
      else { return }
    }
    guard let code = try? String(contentsOf: exercise.files.solution, encoding: .utf8) else {
      return complain(
        Catalog.text("repl.read-failed", language, ["path": exercise.files.solution.path]))
    }
    say(TerminalRenderer(width: 200, style: color ? .ansi : .plain).highlight(swift: code))
  }

  func reset(_ argument: String?) {
    guard let argument else {
      resetSession()
      symbols.forgetSession()
      return say(UIText.sessionCleared(language))
    }
    guard argument == "exercise" || course.exercise(id: argument) != nil else {
      return complain(Catalog.text("repl.reset-usage", language))
    }
    let found = argument == "exercise" ? currentExercise : course.exercise(id: argument)
    guard let (exercise, lesson) = found else { return complain(UIText.noExercise(language)) }
    do {
      let (backup, problem) = try learner.startOver(exercise, in: lesson, reopening: true)
      report(problem)
      let path = configuration.workspace.file(for: exercise, in: lesson).path
      if let backup {
        say(
          Catalog.text(
            "repl.starter-restored.kept", language,
            ["path": path, "backup": backup.lastPathComponent]))
      } else {
        say(Catalog.text("repl.starter-restored", language, ["path": path]))
      }
    } catch {
      complain(
        Catalog.text("repl.reset-failed", language, ["reason": FileProblem.describe(error)]))
    }
  }

  func showProgress() { say(progressText()) }

  func switchLanguage(_ argument: String?) {
    guard let argument else {
      return say(Catalog.text("repl.language.current", language))
    }
    guard let chosen = Language(identifier: argument) else {
      return complain(Catalog.text("repl.language.unknown", language, ["lang": argument]))
    }
    if let problem = learner.choose(chosen) { complain("swift-tutor: " + problem.text(chosen)) }
    say(UIText.languageSet(chosen, language))
  }
}
