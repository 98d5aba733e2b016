import Foundation
import Grading
import LiveSession
import Sandbox
import Testing
import TutorSupport
import TutorTestSupport

/// Where a crash of the live session is said to be: at the line of this input that ran into
/// it, and, when the trap was inside a function an earlier input declared, that input's line
/// too — in the learner's language.
@Suite(.tags(.toolchain, .jail)) struct LiveSessionCrashPlaceTests {
  private func session() throws -> PlaygroundSession {
    PlaygroundSession(
      cache: try TestModules.cache.get(),
      sandbox: Sandbox(
        limits: TestModules.quickLimits, confinement: .jail(try TestModules.jail.get())))
  }

  @Test(arguments: [
    (Language.en, "(the crash was in an earlier input, at its line 3: return a[doubled])"),
    (.zhHans, "（崩溃发生在之前的一段输入里，在它的第 3 行：return a[doubled]）"),
  ])
  func aCrashInAnEarlierFunctionNamesBothLines(language: Language, earlier: String) throws {
    let repl = try session()
    _ = try repl.evaluate("let a = [1, 2, 3]")
    _ = try repl.evaluate(
      "func pick(_ n: Int) -> Int {\n  let doubled = n * 2\n  return a[doubled]\n}")
    let crashed = try repl.evaluate(
      "let first = pick(0)\nlet second = pick(4)", language: language)
    let lines = (crashed.message ?? "").split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(lines)")
    let here =
      language == .en ? "the program crashed at line 2 of this input: " : "程序在这段输入的第 2 行崩溃了："
    #expect(lines.first?.hasPrefix(here + "Fatal error: Index out of range") == true, "\(lines)")
    #expect(lines.dropFirst().first == "  " + earlier)
    let tip = language == .en ? "  tip: an array's positions" : "  提示：数组下标的范围"
    #expect(lines.last?.hasPrefix(tip) == true, "\(lines)")
    #expect(!lines.joined().contains("Swift/"), "no library file of Swift's: \(lines)")
  }

  /// A closure of this input that an earlier function calls back is where it crashed: no
  /// earlier input is named.
  @Test func aClosureCalledBackByAnEarlierFunctionIsThisInputsOwnCrash() throws {
    let repl = try session()
    _ = try repl.evaluate("func twice(_ body: () -> Int) -> Int {\n  body() + body()\n}")
    let crashed = try repl.evaluate("let empty: [Int] = []\ntwice {\n  empty[0]\n}")
    let message = crashed.message ?? ""
    #expect(message.hasPrefix("the program crashed at line 3 of this input"), "\(message)")
    #expect(!message.contains("earlier input"), "\(message)")
  }
}
