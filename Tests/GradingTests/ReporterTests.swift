import Foundation
import Grading
import Reports
import Testing
import TutorSupport
import TutorTestSupport

/// The text report: a student's output cannot steer the reader's terminal.
@Suite struct ReporterTests {
  @Test func controlCharactersInStudentOutputAreShownAsPictures() {
    let result = GradeResult(
      exercise: "team-score", status: .fail,
      tests: [
        TestResult(
          name: "a check", status: .fail, message: "x: expected 1, got 2",
          output: "\u{1B}[2J\u{1B}[HPASS\r")
      ], output: "clear\u{1B}c")
    let text = TextReporter(color: false, verbose: true).render(result)
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\r"))
    #expect(text.contains("␛[2J␛[HPASS␍"))
    #expect(text.contains("clear␛c"))
  }

  /// What the program printed is shown for an error or on request; a pass and a failure show
  /// their checks (a failing check still shows what was printed during it).
  @Test func theWholeOutputIsShownForAnErrorOrOnRequest() {
    let passed = GradeResult(
      exercise: "hello", status: .pass, tests: [TestResult(name: "a check", status: .pass)],
      output: "Hello\n")
    #expect(!TextReporter(color: false).render(passed).contains("Hello"))
    #expect(TextReporter(color: false, verbose: true).render(passed).contains("    Hello"))
    let crashed = GradeResult(
      exercise: "hello", status: .error, message: "crashed", output: "Hello\n")
    #expect(TextReporter(color: false).render(crashed).contains("    Hello"))
  }

  /// `grade`'s one line per submission quotes the first line of an error, which may be the
  /// student's own standard error: it must not repaint itself into a green PASS.
  @Test func aBatchLineShowsTheStudentsTextAsPictures() {
    var result = GradeResult(
      exercise: "team-score", status: .error,
      message: "Fatal error: x\r\u{1B}[2K\u{1B}[32;1mPASS\u{1B}[0m mallory/team-score 9/9")
    result.student = "mallory\u{202E}"
    let report = BatchReport(results: [result])
    let text = TextReporter(color: false).render(report)
    #expect(!text.contains("\u{1B}") && !text.contains("\r") && !text.contains("\u{202E}"))
    #expect(text.contains("mallory<U+202E>/team-score"))
    #expect(text.contains("x␍␛[2K"))
  }

  @Test func aStudentFolderNameCannotStartALineOfItsOwn() {
    var forged = GradeResult(exercise: "team-score", status: .error, message: nil)
    forged.student = "eve\nPASS alice/team-score 9/9\t"
    let report = BatchReport(results: [forged])
    for text in [
      TextReporter(color: false).render(report), TextReporter(color: false).render(forged),
    ] {
      #expect(!text.split(separator: "\n").contains { $0.hasPrefix("PASS") })
      #expect(text.contains("eve␊PASS alice/team-score 9/9␉/team-score"))
    }
  }

  @Test func theFrameSpeaksTheReadersLanguage() {
    let result = GradeResult(
      exercise: "team-score", status: .fail,
      tests: [TestResult(name: "检查", status: .pass), TestResult(name: "另一项", status: .fail)])
    let text = TextReporter(color: false, language: .zhHans).render(result)
    #expect(text.hasPrefix("team-score: 失败（共 2 项检查，通过 1 项）"))
    // All of them, as a Chinese reader says it (not 通过 2/2 项检查); English keeps n/n.
    let passed = GradeResult(
      exercise: "team-score", status: .pass,
      tests: [TestResult(name: "检查", status: .pass), TestResult(name: "另一项", status: .pass)])
    let chinese = TextReporter(color: false, language: .zhHans).render(passed)
    #expect(chinese.hasPrefix("team-score: 通过（2 项检查全部通过）"), "\(chinese)")
    let english = TextReporter(color: false, language: .en).render(passed)
    #expect(english.hasPrefix("team-score: PASS (2/2 checks passed)"), "\(english)")
  }

  /// When no check ran, for one reason, the reason comes first and the checks are one line.
  @Test func aFileThatDidNotCompileShowsItsErrorBeforeOneLineForTheChecks() {
    var unrun = TestResult(name: "a", status: .error, message: "not run: the file did not compile")
    unrun.notRun = true
    var result = GradeResult(
      exercise: "team-score", status: .error, message: "did not compile:\nx.swift:1:1: error: e")
    result.tests = Array(repeating: unrun, count: 9)
    let lines = TextReporter(color: false).render(result).split(separator: "\n")
    #expect(
      lines == [
        "team-score: ERROR (0/9 checks passed)", "  did not compile:", "  x.swift:1:1: error: e",
        "  ! not run: the file did not compile (all 9 checks)",
      ], "\(lines)")
  }

  /// `grade`'s line for an `error` says why: a compile error's first diagnostic (not a bare
  /// "did not compile:"), the time limit, in the reader's language, on one line.
  @Test(.tags(.toolchain, .jail)) func aBatchErrorLineSaysWhyInTheReadersLanguage() throws {
    let scratch = try TestPaths.makeTemporaryFolder("reason")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for language in [Language.en, .zhHans] {
      let grader = try GraderFixture.grader(scratch: scratch)
      let results = try ["compile-error.swift", "timeout.swift"].map { name in
        var result = try grader.grade(
          source: GraderFixture.fixture("team-score/submissions/\(name)"), fileName: name,
          exercise: GraderFixture.teamScore, language: language)
        result.student = "ana"
        return result
      }
      let lines = TextReporter(color: false, language: language)
        .render(BatchReport(results: results)).split(separator: "\n").map(String.init)
      #expect(lines.count == 3, "\(lines)")
      let compiled = "compile-error.swift:3:"
      if language == .en {
        #expect(lines[0].hasPrefix("ERROR ana/team-score 0/4 — did not compile: \(compiled)"))
        #expect(lines[1].contains("CPU time") || lines[1].contains("did not finish"))
        #expect(!lines[1].contains("killed after"), "the loop used its CPU time: \(lines[1])")
        #expect(lines[2] == "2 graded: 0 passed, 0 failed, 2 errors")
      } else {
        #expect(lines[0].hasPrefix("出错 ana/team-score 0/4 — 没有通过编译：\(compiled)"))
        #expect(lines[1].contains("超过") || lines[1].contains("秒内"), "\(lines[1])")
        #expect(lines[2] == "共判 2 份：0 份通过，0 份失败，2 份出错")
      }
    }
  }

  /// The reason is the student's text too: escaped, clipped to one line; without a message it is
  /// the check that could not run, and without that, that none ran.
  @Test func aBatchErrorReasonIsOneEscapedLine() {
    let long = GradeResult(
      exercise: "a", student: "s", status: .error,
      message: "did not compile:\n\n  main.swift:1:1: error: \u{1B}]0;owned\u{7}"
        + String(
          repeating: "x", count: 500) + "\n  1 | code")
    let check = GradeResult(
      exercise: "b", student: "s", status: .error,
      tests: [
        TestResult(name: "first", status: .pass),
        TestResult(name: "second", status: .error, message: "not run: crashed\u{202E}\nmore"),
      ])
    let bare = GradeResult(exercise: "c", student: "s", status: .error)
    let report = BatchReport(results: [long, check, bare])
    let lines = TextReporter(color: false).render(report).split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines[0].hasPrefix("ERROR s/a 0/0 — did not compile: main.swift:1:1: error: ␛]0;owned␇x"))
    #expect(lines[0].hasSuffix("x…") && lines[0].count < 200)
    #expect(lines[1] == "ERROR s/b 1/2 — second: not run: crashed<U+202E>")
    #expect(lines[2] == "ERROR s/c 0/0 — no checks ran")
    #expect(lines[3] == "3 graded: 0 passed, 0 failed, 3 errors")
    let chinese = TextReporter(color: false, language: .zhHans).render(report)
    #expect(chinese.contains("出错 s/c 0/0 — 没有运行任何检查\n"))
  }
}
