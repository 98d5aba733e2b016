import Foundation
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import Grading

/// A crash's place in the learner's file: the frames line is read as the learner's own text
/// (only hexadecimal addresses, the last line, a bounded count), and the place is worded the
/// way the compiler's and the REPL's places are, in both languages.
@Suite struct CrashSiteTests {
  @Test func theLastFramesLineIsReadAndOnlyHexadecimalAddresses() {
    let stderr = """
      swift-tutor-crash-frames 1 2
      Fatal error: boom
      swift-tutor-crash-frames 3bd9 7f00aa 2f98

      """
    #expect(CrashLocator.addresses(in: stderr) == [0x3bd9, 0x7f_00aa, 0x2f98])
  }

  @Test func aForgedFramesLineWithPathsOrHugeNumbersIsIgnored() {
    let paths = "swift-tutor-crash-frames 10 /etc/shadow ../checks.swift\n"
    #expect(CrashLocator.addresses(in: paths) == nil)
    let huge = "swift-tutor-crash-frames 10 1ffffffffffffffff\n"
    #expect(CrashLocator.addresses(in: huge) == nil)
    #expect(CrashLocator.addresses(in: "a crash-frames line with no marker: 10 20\n") == nil)
  }

  @Test func aFramesLineIsCutAtTheLimit() {
    let many =
      "swift-tutor-crash-frames "
      + Array(repeating: "ff", count: 5000).joined(
        separator: " ")
    #expect(CrashLocator.addresses(in: many)?.count == CrashLocator.frameLimit)
  }

  @Test func thePlaceIsTheFileAndLineInEnglishAndTheLineInChinese() {
    let place = RunFailure.Place(file: "crash.swift", site: CrashSite(line: 4))
    let crashed = place.crashed(
      reason: "Fatal error: Index out of range",
      stoppedIn: "Swift/ContiguousArrayBuffer.swift:692")
    #expect(
      crashed.text(.en) == """
        the program crashed at crash.swift:4: Fatal error: Index out of range
          tip: an array's positions run from 0 to count - 1: compare the index with `count` first, or use `first`, `last` or `for item in array`.
        """)
    #expect(
      crashed.text(.zhHans) == """
        程序在 crash.swift 第 4 行崩溃了：Fatal error: Index out of range
          提示：数组下标的范围是 0 到 count - 1。请先把下标和 `count` 比较一下，或者改用 `first`、`last`、`for item in array`。
        """)
    // Where Swift stopped is said only when it is another line of the learner's own file.
    let elsewhere = place.crashed(reason: "Fatal error: boom", stoppedIn: "crash.swift:9")
    #expect(
      elsewhere.text(.en).contains("\n  (Swift stopped it in crash.swift:9)\n  tip: your code"))
  }

  @Test func aTrapInAHelperNamesTheLineThatCalledIt() {
    let place = RunFailure.Place(file: "crash.swift", site: CrashSite(line: 2, caller: 9))
    let trap = place.crashed(signal: 4)
    #expect(
      trap?.text(.en).hasPrefix(
        "the program crashed at crash.swift:2, called from line 9 (a Swift runtime trap)\n"
          + "  tip: most often a number went past what its type holds") == true)
    #expect(
      trap?.text(.zhHans).hasPrefix(
        "程序在 crash.swift 第 2 行（由第 9 行调用）崩溃了（Swift 运行时错误）\n  提示：最常见的原因是数字超出了类型能表示的范围")
        == true)
  }

  @Test func swiftsOwnPlaceIsNotRepeatedWhenItIsTheLearnersLine() {
    let place = RunFailure.Place(file: "crash.swift", site: CrashSite(line: 6))
    let crashed = place.crashed(reason: "Fatal error: nil", stoppedIn: "crash.swift:6")
    #expect(
      crashed.text(.en).split(separator: "\n").first
        == "the program crashed at crash.swift:6: Fatal error: nil")
    #expect(!crashed.text(.en).contains("stopped it in"))
  }

  @Test func aChinesePlaceIsRenamedToTheLearnersFile() {
    var result = GradeResult(exercise: "team-score", status: .error)
    result.message = "程序在 team-score.swift 第 4 行崩溃了：Fatal error"
    let renamed = result.renamingPlaces(of: "team-score.swift", to: "mine.swift")
    #expect(renamed.message == "程序在 mine.swift 第 4 行崩溃了：Fatal error")
  }
}

/// Forged crash lines on standard error, graded: they change no verdict.
@Suite(.tags(.toolchain, .jail)) struct ForgedCrashTests {
  @Test func aRightAnswerThatForgesCrashLinesPasses() throws {
    let (result, _) = try GraderFixture.grade("fake-crash-pass.swift")
    #expect(result.status == .pass, "\(result)")
    #expect(result.line == nil)
  }

  @Test func aForgedCrashLineBeforeARealTrapChangesOnlyThatChecksMessage() throws {
    let (result, _) = try GraderFixture.grade("fake-crash-trap.swift")
    #expect(result.status == .fail)
    #expect(result.tests.map(\.status) == [.pass, .error, .pass, .pass], "\(result.tests)")
    #expect(result.tests.filter { $0.line != nil }.allSatisfy { $0.status == .error })
  }
}
