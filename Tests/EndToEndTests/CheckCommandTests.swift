import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor check EXERCISE FILE`: exit statuses and the JSON result (docs/design.md, "The
/// command line").
@Suite struct CheckCommandTests {
  @Test(.tags(.toolchain, .jail), arguments: ["team-score", "meal-init", "describable-protocol"])
  func aReferenceSolutionPassesWithExitZero(exercise: String) throws {
    let result = try CourseFiles.tutor(["check", exercise, CourseFiles.solution(of: exercise).path])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stdout.contains("PASS"), "\(result.transcript)")
  }

  @Test(.tags(.toolchain, .jail), arguments: ["team-score", "shape-kind-enum"])
  func aStarterFailsWithExitOne(exercise: String) throws {
    let result = try CourseFiles.tutor(["check", exercise, CourseFiles.starter(of: exercise).path])
    #expect(result.status == 1, "\(result.transcript)")
  }

  /// `check team-score.swift` grades a file named after its exercise; `check team-score` the
  /// learner's own file in the workspace, else `team-score.swift` in the current folder, or says
  /// how to make one.
  @Test(.tags(.toolchain, .jail)) func oneArgumentFindsTheOtherHalf() throws {
    let solution = try String(
      contentsOf: try CourseFiles.solution(of: "team-score"), encoding: .utf8)
    let named = try CourseFiles.write(solution, named: "team-score.swift")
    defer { CourseFiles.removeFolder(of: named) }
    let byName = try CourseFiles.tutor(["check", named.path])
    #expect(byName.status == 0, "\(byName.transcript)")
    #expect(byName.stdout.contains("PASS"), "\(byName.transcript)")

    let workspace = named.deletingLastPathComponent().appendingPathComponent("work")
    let own = workspace.appendingPathComponent("control-flow/team-score.swift")
    let environment = ["SWIFT_TUTOR_WORKSPACE": workspace.path]
    for language in ["en", "zh-Hans"] {
      let missing = try CourseFiles.tutor(
        ["check", "team-score", "--lang", language], environment: environment)
      #expect(missing.status == 2, "\(missing.transcript)")
      #expect(missing.stderr.contains(own.path), "\(missing.transcript)")
      #expect(missing.stderr.contains("`:exercise team-score`"), "\(missing.transcript)")
      #expect(missing.stderr.contains(language == "en" ? "does not exist yet" : "还不存在"))
    }
    // Without a workspace file, the file of that name in the current folder.
    let state = try TestPaths.makeTemporaryFolder("state")
    defer { try? FileManager.default.removeItem(at: state) }
    let here = try runCommand(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"cd "$0" && exec "$1" check team-score --lessons "$2""#,
        named.deletingLastPathComponent().path, TutorBinary.executable.path,
        TutorBinary.lessons.path,
      ], environment: environment.merging(["XDG_STATE_HOME": state.path, "NO_COLOR": "1"]) { $1 })
    #expect(here.status == 0, "\(here.transcript)")
    #expect(here.stdout.contains("PASS"), "\(here.transcript)")
    try FileManager.default.createDirectory(
      at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: named, to: own)
    let byWorkspace = try CourseFiles.tutor(["check", "team-score"], environment: environment)
    #expect(byWorkspace.status == 0, "\(byWorkspace.transcript)")
    #expect(byWorkspace.stdout.contains("PASS"), "\(byWorkspace.transcript)")
  }

  /// A thrown error (or a Result's failure, read with `get()`) reads as "the error …" on
  /// either side: a reader took "expected throws …" for broken English.
  @Test(.tags(.toolchain, .jail)) func aThrownErrorReadsAsTheError() throws {
    let starter = try CourseFiles.starter(of: "parse-meal-line")
    let run = try CourseFiles.tutor(["check", "parse-meal-line", starter.path, "--no-record"])
    #expect(run.status == 1, "\(run.transcript)")
    #expect(
      run.stdout.contains(#"expected the error ParseError.badRating("nine"), got [] (no error)"#),
      "\(run.stdout)")
    #expect(
      run.stdout.contains(
        #"parseMeal("Soup"): expected the error ParseError.wrongFieldCount(1), got the error "#
          + "ParseError.wrongFieldCount(0)"), "\(run.stdout)")
  }

  @Test func aFileNotNamedAfterAnExerciseAsksWhichItIs() throws {
    let file = try CourseFiles.write("let x = 1\n", named: "answer.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let result = try CourseFiles.tutor(["check", file.path])
    #expect(result.status == 2, "\(result.transcript)")
    #expect(
      result.stderr.contains(
        "\(file.path) is not named after an exercise (there is no exercise 'answer')"),
      "\(result.transcript)")
    #expect(result.stderr.contains("swift-tutor check EXERCISE \(file.path)"))
  }

  @Test func anUnknownExerciseIsAUsageErrorWithExitTwo() throws {
    let file = try CourseFiles.solution(of: "team-score")
    let result = try CourseFiles.tutor(["check", "no-such-exercise", file.path])
    #expect(result.status == 2, "\(result.transcript)")
    #expect(result.stderr.contains("no-such-exercise"), "\(result.transcript)")
    #expect(result.stdout.isEmpty)
  }

  @Test func anUnreadableFileIsAUsageErrorWithExitTwo() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-\(UUID().uuidString)/team-score.swift")
    let result = try CourseFiles.tutor(["check", "team-score", missing.path])
    #expect(result.status == 2, "\(result.transcript)")
    #expect(result.stderr.contains(missing.path), "\(result.transcript)")
  }

  @Test(.tags(.toolchain, .jail))
  func jsonOfAFailingFileHasVersionStatusAndNamedTestsWithMessages() throws {
    let starter = try CourseFiles.starter(of: "team-score")
    let run = try CourseFiles.tutor(["check", "team-score", starter.path, "--format", "json"])
    #expect(run.status == 1, "\(run.transcript)")
    let result = try ResultJSON.decode(run.stdout)
    #expect(result.version == 3)
    #expect(result.exercise == "team-score")
    #expect(result.status == "fail")
    #expect(result.tests.count >= 5)
    #expect(result.tests.allSatisfy { !$0.name.isEmpty && ["pass", "fail"].contains($0.status) })
    let failed = result.tests.filter { $0.status == "fail" }
    #expect(!failed.isEmpty)
    for test in failed {
      #expect(test.message?.contains("expected") == true, "\(test.name): \(test.message ?? "nil")")
    }
    let boundary = result.tests.first { $0.name.contains("exactly 50") }
    #expect(boundary?.status == "pass", "the starter's answer of 1 is right for 50")
  }

  @Test(.tags(.toolchain, .jail)) func jsonOfAPassingFileHasOnlyPassingTests() throws {
    let solution = try CourseFiles.solution(of: "optional-binding")
    let run = try CourseFiles.tutor([
      "check", "optional-binding", solution.path, "--format", "json",
    ])
    #expect(run.status == 0, "\(run.transcript)")
    let result = try ResultJSON.decode(run.stdout)
    #expect(result.status == "pass")
    #expect(result.message == nil)
    #expect(!result.tests.isEmpty && result.tests.allSatisfy { $0.status == "pass" })
  }

  @Test(.tags(.toolchain, .jail)) func jsonOfACompileErrorIsAnErrorNamingTheStudentsLine() throws {
    let source =
      "// my answer\nfunc teamScore(_ scores: [Int]) -> Int {\n  scores.count + \"1\"\n}\n"
    let file = try CourseFiles.write(source, named: "mine.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["check", "team-score", file.path, "--format", "json"])
    #expect(run.status == 1, "\(run.transcript)")
    let result = try ResultJSON.decode(run.stdout)
    #expect(result.status == "error")
    #expect(result.message?.contains("mine.swift:3:") == true, "\(result.message ?? "nil")")
    #expect(result.message?.contains("main.swift") == false, "no generated file names")
  }

  @Test(.tags(.toolchain, .jail))
  func aFileNameWithQuotesAndBackslashesStillGetsItsLineAndCaret() throws {
    let source = "func teamScore(_ scores: [Int]) -> Int {\n  scores.count + \"1\"\n}\n"
    let file = try CourseFiles.write(source, named: #"my "odd\ file.swift"#)
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["check", "team-score", file.path, "--format", "json"])
    let result = try ResultJSON.decode(run.stdout)
    #expect(result.status == "error")
    let message = result.message ?? ""
    #expect(message.contains(#"my odd file.swift:2:"#), "\(message)")
    #expect(message.contains("scores.count + \"1\""), "the line is quoted: \(message)")
    #expect(!message.contains("the checks"), "not blamed on the checks: \(message)")
  }

  @Test(.tags(.toolchain, .jail)) func redeclaringALibraryNameTheChecksUseIsAnError() throws {
    let starter = try String(contentsOf: CourseFiles.starter(of: "shared-shapes"), encoding: .utf8)
    let cheat =
      "\nextension Array { func map<T>(_ f: (Element) throws -> T) rethrows -> [T] { [] } }\n"
    let file = try CourseFiles.write(starter + cheat, named: "shapes.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["check", "shared-shapes", file.path, "--format", "json"])
    #expect(run.status == 1, "\(run.transcript)")
    let result = try ResultJSON.decode(run.stdout)
    #expect(result.status == "error")
    #expect(result.message?.contains("the checks use `map`") == true, "\(result.message ?? "nil")")
  }
}
