import Foundation
import Grading
import Learner
import SwiftToolchain
import Testing
import TutorSupport

@testable import TutorTerminal

/// What a student runs into off the happy path: files that vanished or are not text.
@Suite struct ReplOddSituationTests {
  @Test(.tags(.toolchain, .jail)) func checkSaysWhyAFileItCannotReadWasNotGraded() throws {
    let repl = try ReplFixture()
    try repl.run([":exercise team-score"])
    let file = try repl.file("team-score")
    let notUTF8 = Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0xFF, 0x0A])
    try notUTF8.write(to: file)
    repl.output.clear()
    try repl.run([":check"])
    #expect(repl.output.errors.contains("Cannot read \(file.path): it is not a UTF-8 text file."))
    #expect(!repl.output.text.contains("Starter written"))
    #expect(try Data(contentsOf: file) == notUTF8, "the student's file is left alone")

    try FileManager.default.removeItem(at: file)
    repl.output.clear()
    try repl.run([":check"])
    #expect(
      repl.output.text.contains(
        "There is no file for team-score yet (it goes at \(file.path)). :exercise team-score"
          + " writes the starter there; :edit then opens it."))
    #expect(!FileManager.default.fileExists(atPath: file.path), "nothing is written unasked")
  }

  /// A failure of the tool reads in the learner's language, never as a type dump.
  @Test func aToolFailureIsSaidInTheLearnersLanguage() {
    let said = Message.runFailed(EvaluatorError.toolchainNotFound(searched: "PATH=/bin"))
    let zh = said.text(.zhHans)
    #expect(zh.contains("找不到 swiftc"), "\(zh)")
    #expect(!zh.contains("EvaluatorError") && !zh.contains("toolchainNotFound"), "\(zh)")
  }

  @Test func progressThatCannotBeSavedIsReportedOnceWithItsPath() throws {
    let repl = try ReplFixture()
    let state = repl.store.url.deletingLastPathComponent()
    try Data("not a folder".utf8).write(to: state)  // the state folder cannot be made
    try repl.run([":lesson 2", ":next", ":lang en"])
    let reports = repl.output.errors.components(separatedBy: "progress not saved").count - 1
    #expect(reports == 1, "\(repl.output.errors)")
    #expect(repl.output.errors.contains("progress not saved to \(repl.store.url.path): "))
    #expect(repl.output.text.contains("Language: English."), "the REPL goes on")
  }

  @Test func aProgressFileThatIsNotAnObjectSaysSo() throws {
    let repl = try ReplFixture()
    try FileManager.default.createDirectory(
      at: repl.store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("[]".utf8).write(to: repl.store.url)
    try repl.run([":progress"])
    #expect(repl.output.errors.contains("progress.json: not a JSON object; kept it as"))
  }

  @Test(.tags(.toolchain, .jail)) func pipedInputThatEndsMidInputIsStillCompiled() throws {
    let repl = try ReplFixture()
    try repl.run(["print(\"start\")", "func f() {", "  print(1)"])
    #expect(repl.output.text.contains("start"))
    #expect(repl.output.errors.contains("expected '}'"), "\(repl.output.errors)")
    #expect(repl.output.errors.contains("That input was not kept"))
  }

  @Test func aWorkspaceThatCannotBeWrittenIsExplainedWithItsPath() throws {
    let repl = try ReplFixture()
    try Data("a file, not a folder".utf8).write(to: repl.workspace.root)
    try repl.run([":exercise team-score", ":reset exercise"])
    #expect(!repl.output.errors.contains("NSCocoaErrorDomain"), "\(repl.output.errors)")
    #expect(
      repl.output.errors.contains("cannot write the exercise file: \(repl.workspace.root.path)"))
    #expect(repl.output.errors.contains("\(repl.workspace.root.path) is a file, not a folder"))
    #expect(repl.output.errors.contains("cannot reset the exercise file: "))
  }

  @Test func aRelativeWorkspaceIsTakenFromTheCurrentFolder() {
    let here = FileManager.default.currentDirectoryPath
    let relative = Workspace.standard(environment: [
      "SWIFT_TUTOR_WORKSPACE": "my/work", "HOME": "/h",
    ])
    #expect(relative.root.path == URL(fileURLWithPath: here).appendingPathComponent("my/work").path)
    let unset = Workspace.standard(environment: ["SWIFT_TUTOR_WORKSPACE": "", "HOME": "/h"])
    #expect(unset.root.path == "/h/swift-tutor")
  }
}
