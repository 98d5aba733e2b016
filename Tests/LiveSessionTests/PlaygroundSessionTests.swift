import Foundation
import Grading
import LiveSession
import Sandbox
import SwiftToolchain
import Testing
import TutorTestSupport

@Suite(.tags(.toolchain, .jail)) struct PlaygroundSessionTests {
  private func session() throws -> PlaygroundSession {
    let cache = try TestModules.cache.get()
    return PlaygroundSession(
      cache: cache,
      sandbox: Sandbox(
        limits: TestModules.quickLimits, confinement: .jail(try TestModules.jail.get())))
  }

  /// Pins the compiler-internal hook names and signatures: if a toolchain
  /// changes them, this fails with the compiler's words.
  @Test func theCompilersPlaygroundHooksStillMatchPlaygroundRuntime() throws {
    let result = try session().evaluateFile("let x: Int? = 9\nx\n", name: "pin.swift")
    #expect(result.message == nil, "playground hooks no longer match: \(result.message ?? "")")
    #expect(result.status == .accepted)
    #expect(
      result.events == [
        .value(line: 1, name: "x", type: "Int?", text: "9"),
        .value(line: 2, name: "", type: "Int?", text: "9"),
      ])
  }

  /// A type-checking bomb typed at the prompt ends within the compile's bounds, rejected
  /// with one error at its line, and the session is as it was.
  @Test func aCompileBombIsRejectedOnceAtItsLine() throws {
    let repl = try session()
    _ = try repl.evaluate("let kept = 1")
    let result = try repl.evaluate(CompileBomb.teamScore)
    #expect(result.status == .rejected)
    let message = result.message ?? ""
    #expect(
      message.contains("input:\(CompileBomb.firstLine):12: error: the compiler is unable"),
      "\(message)")
    #expect(message.components(separatedBy: "unable to type-check").count == 2, "\(message)")
    #expect(try repl.evaluate("kept").events == [.value(line: 1, name: "", type: "Int", text: "1")])
  }

  @Test func earlierInputsStayDefinedAndTheirEffectsAreNotShownAgain() throws {
    let repl = try session()
    let first = try repl.evaluate("let x = 41 + 1\nprint(\"once\")")
    #expect(first.events.contains(.value(line: 1, name: "x", type: "Int", text: "42")))
    #expect(first.events.contains(.output(line: 2, text: "once\n")))
    let second = try repl.evaluate("x * 2")
    #expect(second.events == [.value(line: 1, name: "", type: "Int", text: "84")])
  }

  @Test func aRejectedInputLeavesTheSessionUnchanged() throws {
    let repl = try session()
    _ = try repl.evaluate("var total = 1")
    let rejected = try repl.evaluate("total += \"two\"")
    #expect(rejected.status == .rejected)
    #expect(rejected.message?.hasPrefix("input:1:") == true)
    #expect(repl.inputs == ["var total = 1"])
    let after = try repl.evaluate("total")
    #expect(after.events == [.value(line: 1, name: "", type: "Int", text: "1")])
  }

  @Test func aCrashShowsTheReasonAndTheSessionGoesOn() throws {
    let repl = try session()
    let crashed = try repl.evaluate("let nothing: Int? = nil\nnothing!")
    #expect(crashed.status == .crashed)
    #expect(crashed.message?.contains("Unexpectedly found nil") == true)
    #expect(repl.inputs.isEmpty)
    #expect(try repl.evaluate("1 + 1").status == .accepted)
  }

  @Test func functionsDeclaredEarlierPrintWhenCalledLater() throws {
    let repl = try session()
    _ = try repl.evaluate("func greet(_ name: String) {\n  print(\"hi \\(name)\")\n}")
    let call = try repl.evaluate("greet(\"Ann\")")
    #expect(call.events == [.output(line: nil, text: "hi Ann\n")])
  }

  @Test func samplesAreImportedAndObjectsShowTheirProperties() throws {
    let result = try session().evaluateFile(
      "let square = Square(sideLength: 2, name: \"s\")\nsquare.area()", name: "s.swift")
    #expect(
      result.events == [
        .value(
          line: 1, name: "square", type: "Square",
          text: "Square(numberOfSides: 4, name: \"s\", sideLength: 2.0)"),
        .value(line: 2, name: "", type: "Double", text: "4.0"),
      ])
  }
}

/// When a Run's file is compiled a second time, without parameter values: only for the
/// compiler's own error, never for a learner's line that quotes its words.
@Suite struct SecondCompileTests {
  @Test func onlyTheCompilersOwnErrorAsksForASecondCompile() {
    let real = CompileResult(
      succeeded: false,
      text:
        "main.swift:3:5: error: converting non-escaping parameter 'f' to generic parameter 'T' may allow it to escape\n"
    )
    #expect(PlaygroundSession.needsCompileWithoutParameters(real))
    let quoted = CompileResult(
      succeeded: false,
      text:
        "main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'\n"
        + "1 | let q: Int = \"non-escaping parameter\"\n")
    #expect(!PlaygroundSession.needsCompileWithoutParameters(quoted))
    var stopped = real
    stopped.stoppedAtLimit = true
    #expect(!PlaygroundSession.needsCompileWithoutParameters(stopped))
  }
}
