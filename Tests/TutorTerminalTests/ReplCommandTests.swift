import Foundation
import LessonKit
import LineEditing
import Testing
import TutorSupport
import TutorTerminal

/// The `:commands`, with progress and the workspace checked on disk.
@Suite struct ReplCommandTests {
  @Test func helpListsEveryCommand() throws {
    let repl = try ReplFixture()
    try repl.run([":help"])
    for command in ReplCommands.all {
      #expect(repl.output.text.contains(command.usage), "\(command.name)")
    }
  }

  /// `:help` fits the terminal: no line wider than it, no English word cut in two (a reader saw
  /// "Tab completes com" / "mands" at 110 columns), a summary's later lines under its column.
  @Test(arguments: [40, 72, 110])
  func helpWrapsByWordsUnderItsColumn(width: Int) {
    for language in Language.allCases {
      let help = ReplCommands.helpText(language, width: width)
      let lines = help.split(separator: "\n").map(String.init)
      for line in lines {
        #expect(TerminalWidth.width(of: line) <= width, "\(language) \(width): \(line)")
      }
      let column = (ReplCommands.all.map(\.usage.count).max() ?? 0) + 4
      for command in ReplCommands.all {
        let summary = command.summary.text(language)
        let glued = { (text: String) in text.filter { !$0.isWhitespace } }
        #expect(glued(help).contains(glued(summary)), "\(command.name)")
        if language == .en {
          let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
          #expect(words.contains(summary.split(separator: " ").joined(separator: " ")))
        }
        let start = lines.firstIndex { $0.hasPrefix("  " + command.usage + " ") }
        let block = start.map { lines[($0 + 1)...].prefix { $0.hasPrefix("   ") } } ?? []
        #expect(block.allSatisfy { $0.prefix(column).allSatisfy { $0 == " " } }, "\(block)")
      }
    }
  }

  @Test func anUnknownCommandIsReportedAndNothingElseHappens() throws {
    let repl = try ReplFixture()
    try repl.run([":frobnicate", ":le"])
    #expect(repl.output.errors.contains("There is no :frobnicate command"))
    #expect(repl.output.errors.contains("There is no :le command"))  // ambiguous prefix
    #expect(repl.output.text.isEmpty)
  }

  @Test func lessonNavigationIsSavedAcrossRestarts() throws {
    let repl = try ReplFixture()
    try repl.run([":lesson 3"])
    #expect(repl.output.text.contains("Optionals"))
    #expect(repl.progress.currentLesson == "optionals")
    try repl.run([":next"])
    #expect(repl.progress.currentLesson == "control-flow")
    try repl.run([":prev", ":prev"])
    #expect(repl.progress.currentLesson == "basics")
    try repl.run([":lesson nowhere"])
    #expect(repl.output.errors.contains("No lesson 'nowhere'"))
    #expect(repl.progress.currentLesson == "basics")
  }

  @Test(.tags(.toolchain, .jail)) func runEvaluatesTheLessonsExampleInTheSession() throws {
    let repl = try ReplFixture()
    try repl.run([":lesson 2", ":run 1", ":run 999"])
    #expect(repl.output.text.contains("swift> "))
    #expect(repl.output.text.contains(": Int = ") || repl.output.text.contains(": String = "))
    #expect(repl.output.errors.contains("Usage: :run N"))
  }

  /// `:solution` answered "no" says so and what helps instead, in the learner's language
  /// (it used to print nothing).
  @Test(arguments: [
    (Language.en, "Not shown. Keep going: `:hint` gives the next hint"),
    (.zhHans, "没有显示参考答案。继续试试：`:hint` 给出下一条提示"),
  ])
  func aSolutionDeclinedSaysWhatHelpsInstead(language: Language, words: String) throws {
    let repl = try ReplFixture()
    repl.language = language
    try repl.run([":exercise team-score"])
    repl.output.clear()
    try repl.run([":solution", "n"])
    #expect(repl.output.text.contains(words), "\(repl.output.text)")
    #expect(!repl.output.text.contains("func teamScore"))
  }

  @Test(.tags(.toolchain, .jail)) func anExerciseFromStarterToPass() throws {
    let repl = try ReplFixture()
    try repl.run([":exercise team-score"])
    let file = try repl.file("team-score")
    let starter = try String(contentsOf: file, encoding: .utf8)
    #expect(repl.output.text.contains("Starter written to \(file.path)"))
    #expect(repl.progress.currentExercise == "team-score")

    repl.output.clear()
    try repl.run([":check", ":solution", "n"])
    #expect(repl.output.text.contains("FAIL") || repl.output.text.contains("ERROR"))
    #expect(!repl.progress.passed.contains("team-score"))
    #expect(!repl.output.text.contains(try repl.solution("team-score")))

    try repl.solution("team-score").write(to: file, atomically: true, encoding: .utf8)
    repl.output.clear()
    try repl.run([":exercise", ":check", ":solution"])
    #expect(repl.output.text.contains("kept as it is"))  // the student's file is never overwritten
    #expect(repl.output.text.contains("PASS"))
    #expect(repl.output.text.contains("Passed team-score!"))
    #expect(repl.progress.passed.contains("team-score"))
    #expect(repl.output.text.contains("func teamScore"))

    try repl.run([":reset exercise"])
    #expect(try String(contentsOf: file, encoding: .utf8) == starter)
    #expect(FileManager.default.fileExists(atPath: file.path + ".bak"))
    #expect(!repl.progress.passed.contains("team-score"))

    // After a pass, `:exercise` moves on to the lesson's next exercise.
    try repl.solution("team-score").write(to: file, atomically: true, encoding: .utf8)
    try repl.run([":check", ":exercise"])
    let next = try #require(repl.progress.currentExercise)
    #expect(next != "team-score")
    #expect(FileManager.default.fileExists(atPath: try repl.file(next).path))
  }

  @Test func hintsComeOneAtATimeAndRunOut() throws {
    let repl = try ReplFixture()
    try repl.run([":exercise optional-binding", ":hint", ":hint"])
    #expect(repl.output.text.contains("Hint 1 of"))
    #expect(repl.output.text.contains("Hint 2 of"))
    #expect(repl.progress.hintsUsed["optional-binding"] == 2)
    try repl.run(Array(repeating: ":hint", count: 8))
    #expect(repl.output.text.contains("No hints left for optional-binding"))
  }

  @Test(.tags(.toolchain, .jail)) func resetForgetsWhatWasTyped() throws {
    let repl = try ReplFixture()
    try repl.run(["let kept = 1", ":reset", "kept"])
    #expect(repl.output.text.contains("Session cleared"))
    #expect(repl.output.errors.contains("cannot find 'kept' in scope"))
  }

  @Test func languageSwitchIsRememberedAndQuitStopsReading() throws {
    let repl = try ReplFixture()
    try repl.run([":lang zh-Hans", ":quit", "let never = 1"])
    #expect(repl.progress.language == "zh-Hans")
    #expect(!repl.output.text.contains("never"))
    repl.output.clear()
    try repl.run([":lang", ":nope"])
    #expect(repl.output.text.contains("简体中文"))
    #expect(repl.output.errors.contains("没有 :nope 这个命令"))
  }

  @Test func aCorruptProgressFileIsKeptAsideAndReported() throws {
    let repl = try ReplFixture()
    let url = repl.store.url
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: url)
    try repl.run([":lesson 2"])
    #expect(repl.output.errors.contains("not valid JSON"))
    let aside = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path
    )
    .filter { $0.hasPrefix("progress.json.corrupt-") }
    #expect(aside.count == 1)
    let kept = try String(
      contentsOf: url.deletingLastPathComponent().appendingPathComponent(aside[0]), encoding: .utf8)
    #expect(kept == "{ not json")
    #expect(repl.progress.currentLesson == "basics")
  }

  @Test func editOpensTheEditorOnTheExerciseFile() throws {
    let repl = try ReplFixture()
    repl.environment["EDITOR"] = "sed -i '1i // edited'"
    try repl.run([":exercise team-score", ":edit"])
    let text = try String(contentsOf: try repl.file("team-score"), encoding: .utf8)
    #expect(text.hasPrefix("// edited\n"))
    #expect(repl.output.text.contains("Back from the editor"))

    repl.environment["EDITOR"] = "false"
    try repl.run([":edit"])
    #expect(repl.output.errors.contains("Could not start the editor false: exited with status 1."))

    // An editor that is not installed: said so, with what to do, in the learner's language.
    repl.environment["EDITOR"] = "no-such-editor-here"
    repl.output.clear()
    try repl.run([":edit"])
    #expect(
      repl.output.errors.contains(
        "Could not start the editor no-such-editor-here: no such command is installed. "
          + "Set EDITOR to an editor you have"), "\(repl.output.errors)")
    repl.language = .zhHans
    repl.output.clear()
    try repl.run([":edit"])
    #expect(
      repl.output.errors.contains("无法启动编辑器 no-such-editor-here：没有安装这个命令。请把 EDITOR 设为"),
      "\(repl.output.errors)")
  }
}
