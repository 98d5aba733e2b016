import Foundation
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
      return complain("swift-tutor: cannot read \(exercise.files.solution.path)")
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
      return complain(
        language == .zhHans
          ? "用法：:reset 或 :reset exercise" : "Usage: :reset (the session) or :reset exercise")
    }
    let found = argument == "exercise" ? currentExercise : course.exercise(id: argument)
    guard let (exercise, lesson) = found else { return complain(UIText.noExercise(language)) }
    do {
      let backup = try configuration.workspace.reset(exercise, in: lesson, language: language)
      changeProgress {
        $0.reset(exercise: exercise.id)
        $0.currentExercise = exercise.id  // its fresh starter is open
        $0.currentLesson = lesson.id
      }
      let path = configuration.workspace.file(for: exercise, in: lesson).path
      let kept = backup.map { " (\($0.lastPathComponent))" } ?? ""
      say(
        language == .zhHans
          ? "已恢复初始代码：\(path)\(kept.isEmpty ? "" : "，旧文件另存为\(kept)")"
          : "Starter restored: \(path)\(kept.isEmpty ? "" : "; your old file is kept\(kept)")")
    } catch {
      complain("swift-tutor: cannot reset the exercise file: \(FileProblem.describe(error))")
    }
  }

  func showProgress() { say(progressText()) }

  func switchLanguage(_ argument: String?) {
    guard let argument else {
      return say(
        language == .zhHans
          ? "当前语言：简体中文（:lang en 切换为英文）" : "Language: English (:lang zh-Hans for Chinese)")
    }
    guard let chosen = Language(identifier: argument) else {
      return complain(language == .zhHans ? "可选语言：en、zh-Hans" : "Languages: en, zh-Hans")
    }
    if let problem = learner.choose(chosen) { complain("swift-tutor: " + problem.text(chosen)) }
    say(UIText.languageSet(chosen, language))
  }
}
