import Foundation
import Testing
import TutorTestSupport

/// The built `swift-tutor`'s student and teacher commands on the fixture course, with state,
/// workspace and home in a fresh temporary folder.
@Suite final class StudentCommandsTests {
  let folder: URL
  let course = TestPaths.packageRoot.appendingPathComponent(
    "Tests/LessonKitTests/Fixtures/good-course")

  init() throws {
    folder = try TestPaths.makeTemporaryFolder("commands")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func tutor(_ arguments: [String], lessons: URL? = nil) throws -> CommandResult {
    try runTutor(
      arguments + ["--lessons", (lessons ?? course).path],
      environment: [
        "HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        "SWIFT_TUTOR_WORKSPACE": folder.appendingPathComponent("work").path, "NO_COLOR": "1",
        "SWIFT_TUTOR_LANG": "", "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
      ].merging(TestModules.sharedCacheEnvironment) { $1 })
  }

  private var progressFile: String {
    (try? String(
      contentsOf: folder.appendingPathComponent("state/swift-tutor/progress.json"),
      encoding: .utf8)) ?? ""
  }

  @Test func hintShowsTheNextHintEachTimeAndCountsItUntilNoneAreLeft() throws {
    let first = try tutor(["hint", "double-it"])
    #expect(first.status == 0)
    #expect(first.stdout.hasPrefix("Hint 1 of 2 · double-it\n"), "piped: plain words")
    #expect(try tutor(["hint", "double-it"]).stdout.contains("That was the last hint."))
    #expect(progressFile.contains("\"double-it\" : 2"))
    let third = try tutor(["hint", "double-it", "--lang", "zh-Hans"])
    #expect(third.status == 0)
    #expect(third.stdout.hasPrefix("double-it 的 2 条提示都已看过"))
    let unknown = try tutor(["hint", "double-itt"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no exercise 'double-itt' (did you mean 'double-it'?)"))
  }

  @Test func showAndLessonsFollowTheLanguageAndRefuseUnknownLessons() throws {
    let shown = try tutor(["show", "1"])
    #expect(shown.status == 0 && shown.stdout.hasPrefix("# First Steps\n"))
    let chinese = try runTutor(
      ["lessons", "--lessons", course.path],
      environment: ["XDG_STATE_HOME": folder.path, "SWIFT_TUTOR_LANG": "zh-Hans"])
    #expect(chinese.stdout.hasPrefix("测试课程\n"))
    // The language written before the subcommand, as many tools allow, counts the same.
    let before = try runTutor(
      ["--lang", "zh-Hans", "lessons", "--lessons", course.path],
      environment: ["XDG_STATE_HOME": folder.path])
    #expect(before.status == 0 && before.stdout.hasPrefix("测试课程\n"), "\(before.stderr)")
    let unknown = try tutor(["show", "optionls"])
    #expect(unknown.status == 2 && unknown.stdout.isEmpty)
    #expect(
      unknown.stderr.contains("no lesson or exercise 'optionls' (did you mean 'optionals'?)"))
  }

  /// `show EXERCISE` prints the task, in the learner's language, and writes nothing: no
  /// starter in the workspace, no current exercise.
  @Test func showOfAnExercisePrintsItsTaskAndWritesNothing() throws {
    let shown = try tutor(["show", "double-it"])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.hasPrefix("## Double it\n"), "\(shown.stdout)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("work").path))
    #expect(progressFile.isEmpty, "no progress written")
  }

  @Test func resetOfEverythingNeedsYesAndResetOfOneExerciseKeepsABackup() throws {
    _ = try tutor(["hint", "double-it"])
    let refused = try tutor(["reset"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("reset would forget all your progress: 0 passed exercises, 1 hint"))
    #expect(progressFile.contains("\"double-it\" : 1"))
    let work = folder.appendingPathComponent("work/first-steps/double-it.swift")
    try FileManager.default.createDirectory(
      at: work.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "// my attempt\n".write(to: work, atomically: true, encoding: .utf8)
    let one = try tutor(["reset", "double-it"])
    #expect(one.status == 0)
    #expect(one.stdout.contains("Forgot the 1 hint you saw."))
    #expect(
      try String(contentsOf: work.appendingPathExtension("bak"), encoding: .utf8)
        == "// my attempt\n")
    #expect(!progressFile.contains("double-it"))
    #expect(try tutor(["reset", "--yes"]).stdout == "There is no progress to forget.\n")
  }

  @Test(.tags(.toolchain, .jail))
  func aScaffoldedLessonFailsValidateAtEachPlaceholderUntilFilledIn() throws {
    let root = folder.appendingPathComponent("course")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "lessons:\n".write(
      to: root.appendingPathComponent("course.yaml"), atomically: true, encoding: .utf8)
    let lesson = try tutor(["new", "lesson", "loops"], lessons: root)
    #expect(lesson.status == 0 && lesson.stdout.contains("added 01-loops to course.yaml"))
    // The command it says to run next names the same course.
    #expect(lesson.stdout.contains("`swift-tutor new exercise loops ID --lessons \(root.path)`"))
    let exercise = try tutor(["new", "exercise", "loops", "count-up"], lessons: root)
    #expect(exercise.status == 0 && exercise.stdout.contains("added count-up to lesson.md"))
    #expect(try tutor(["new", "exercise", "loops", "count-up"], lessons: root).status == 2)
    // The modules every grading test shares, built once and without a command's time limit.
    _ = try TestModules.cache.get()
    let validate = try tutor(["validate"], lessons: root)
    #expect(validate.status == 1)
    let errors = validate.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 20)
    #expect(errors.allSatisfy { $0.contains("placeholder left by `swift-tutor new`") })
    #expect(validate.stdout.contains("01-loops/lesson.md:3: error: placeholder"))
    #expect(
      validate.stdout.contains("01-loops/exercises/count-up/solution.swift:1: error: placeholder"))
  }
}
