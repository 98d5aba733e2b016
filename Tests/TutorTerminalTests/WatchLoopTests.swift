import Foundation
import Testing
import TutorTerminal

/// `swift-tutor watch`: a save is noticed (inotify and polling) and graded again.
@Suite struct WatchLoopTests {
  @Test(.tags(.toolchain, .jail), arguments: [false, true])
  func aSaveIsCheckedAgain(polling: Bool) throws {
    let repl = try ReplFixture()
    let file = try repl.file("team-score")
    let solution = try repl.solution("team-score")
    let loop = try WatchLoop(
      configuration: repl.configuration(), output: repl.output, exercise: "team-score",
      polling: polling)
    loop.maximumChecks = 1
    loop.idleTimeout = 20
    // The student saves a solution once the starter is in place, like an editor would:
    // a temporary file renamed over the original.
    let saver = Thread {
      while !FileManager.default.fileExists(atPath: file.path) {
        Thread.sleep(forTimeInterval: 0.05)
      }
      Thread.sleep(forTimeInterval: 0.3)
      try? solution.write(to: file, atomically: true, encoding: .utf8)
    }
    saver.start()
    loop.run()
    #expect(repl.output.text.contains("Watching team-score"))
    #expect(repl.output.text.contains("team-score: PASS"))
    // It starts from the task, and the starter it just wrote waits for a save: no failures of
    // work nobody has done yet (a newcomer's watch began with nine).
    let said = repl.output.text
    #expect(said.hasPrefix("\nTeam score\n") || said.contains("Team score"), "\(said)")
    #expect(!said.contains("team-score: FAIL"), "\(said)")
    #expect(said.contains(" 1 of 41 exercises passed\n"), "the bar says what it counts: \(said)")
    #expect(repl.progress.passed.contains("team-score"))
    #expect(repl.output.text.contains(polling ? "(polling)" : "Ctrl-C stops"))
  }

  @Test(.tags(.toolchain, .jail)) func withoutRecordingAPassLeavesTheProgressFileAlone() throws {
    let repl = try ReplFixture()
    let file = try repl.file("team-score")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try repl.solution("team-score").write(to: file, atomically: true, encoding: .utf8)
    repl.recordsPasses = false
    let loop = try WatchLoop(
      configuration: repl.configuration(), output: repl.output, exercise: "team-score")
    loop.maximumChecks = 1
    loop.run()
    #expect(repl.output.text.contains("team-score: PASS"))
    #expect(!FileManager.default.fileExists(atPath: repl.store.url.path))
  }

  /// Following the course, a pass moves on for real: the next exercise's starter is written
  /// at once and its task shown, and the watch waits for that file, not the one just passed.
  @Test(.tags(.toolchain, .jail)) func aPassMovesOnToTheNextFileAndItsTask() throws {
    let repl = try ReplFixture()
    let first = try repl.file("hello-swift")
    try FileManager.default.createDirectory(
      at: first.deletingLastPathComponent(), withIntermediateDirectories: true)
    try repl.solution("hello-swift").write(to: first, atomically: true, encoding: .utf8)
    let loop = try WatchLoop(
      configuration: repl.configuration(), output: repl.output, exercise: nil)
    loop.maximumChecks = 2
    loop.idleTimeout = 3
    loop.run()
    let said = repl.output.text
    #expect(said.contains("hello-swift: PASS"), "\(said)")
    // The file was there already: checked at once, under its task.
    let task = try #require(said.range(of: "Hello, Swift"))
    #expect(task.lowerBound < (said.range(of: "hello-swift: PASS")?.lowerBound ?? said.startIndex))
    #expect(said.contains("Passed! On to the next exercise: first-check"), "\(said)")
    #expect(said.contains("Your first checks"), "the next task is shown: \(said)")
    let next = try repl.file("first-check")
    #expect(FileManager.default.fileExists(atPath: next.path), "its starter is written")
    #expect(said.contains("Watching first-check"), "\(said)")
    #expect(!said.contains("first-check: FAIL") && !said.contains("first-check: ERROR"))
    #expect(said.contains("Save the file to check it; Ctrl-C stops."), "\(said)")
    #expect(repl.progress.currentExercise == "first-check")
  }

  @Test func anUnknownExerciseIsRefused() throws {
    let repl = try ReplFixture()
    #expect(throws: WatchProblem.self) {
      try WatchLoop(configuration: repl.configuration(), output: repl.output, exercise: "nope")
    }
  }
}
