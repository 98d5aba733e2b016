import Foundation
import Learner
import LessonKit
import LineEditing
import TutorSupport

extension Repl {
  func showSolution() {
    guard let (exercise, _) = requireExercise() else { return }
    if !progress.passed.contains(exercise.id) {
      guard case .line(let answer) = reader.readLine(prompt: prompt(.solutionLocked)),
        ["y", "yes", "是", "好"].contains(answer.trimmingWhitespace().lowercased())
      else { return say(.solutionKept) }
    }
    guard let code = try? String(contentsOf: exercise.files.solution, encoding: .utf8) else {
      return complain(.readFailed(exercise.files.solution.path))
    }
    say(TerminalRenderer(width: 200, style: color ? .ansi : .plain).highlight(swift: code))
  }

  func reset(_ argument: String?) {
    guard let argument else {
      resetSession()
      symbols.forgetSession()
      return say(.sessionCleared)
    }
    guard argument == "exercise" || course.exercise(id: argument) != nil else {
      return complain(.resetUsage)
    }
    let found = argument == "exercise" ? currentExercise : course.exercise(id: argument)
    guard let (exercise, lesson) = found else { return complain(.noExercise) }
    do {
      let (backup, problem) = try learner.startOver(exercise, in: lesson, reopening: true)
      report(problem)
      let path = configuration.workspace.file(for: exercise, in: lesson).path
      say(.starterRestored(path, backup: backup?.lastPathComponent))
    } catch {
      complain(.resetFailed(FileProblem.describe(error)))
    }
  }

  func showProgress() { say(progressText()) }

  func switchLanguage(_ argument: String?) {
    guard let argument else {
      return say(.currentLanguage)
    }
    guard let chosen = Language(identifier: argument) else {
      return complain(.unknownLanguage(argument))
    }
    if let problem = learner.choose(chosen) { complain("swift-tutor: " + problem.text(chosen)) }
    say(Message.languageSet.text(chosen))
  }
}

/// `:solution`.
struct SolutionCommand: ReplCommand {
  let name = "solution"
  let summary = Message("repl.command.solution")
  func perform(_ argument: String?, in repl: Repl) { repl.showSolution() }
}

/// `:reset [exercise]`.
struct ResetCommand: ReplCommand {
  let name = "reset"
  let usage = ":reset [exercise]"
  let summary = Message("repl.command.reset")
  let arguments = [ReplArgument.word("exercise"), .exercise]
  func perform(_ argument: String?, in repl: Repl) { repl.reset(argument) }
}

/// `:progress`.
struct ProgressCommand: ReplCommand {
  let name = "progress"
  let summary = Message("repl.command.progress")
  func perform(_ argument: String?, in repl: Repl) { repl.showProgress() }
}

/// `:lang [en|zh-Hans]`.
struct LangCommand: ReplCommand {
  let name = "lang"
  let usage = ":lang [en|zh-Hans]"
  let summary = Message("repl.command.lang")
  let arguments = [ReplArgument.word("en"), .word("zh-Hans")]
  func perform(_ argument: String?, in repl: Repl) { repl.switchLanguage(argument) }
}
