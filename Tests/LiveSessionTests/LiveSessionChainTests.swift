import Foundation
import Grading
import LiveSession
import Sandbox
import Testing
import TutorTestSupport

/// Inputs that build on the one before, and a constant declared in one input and given its
/// value in the next.
@Suite(.tags(.toolchain)) struct LiveSessionChainTests {
  private func session(in root: URL) throws -> PlaygroundSession {
    let repl = PlaygroundSession(
      cache: try TestModules.cache.get(),
      sandbox: Sandbox(limits: TestModules.quickLimits, confinement: .trusted))
    repl.scratchRoot = root
    return repl
  }

  /// The session's `lib/` folder, where each input's module is.
  private func libraries(under root: URL) throws -> URL {
    let folders = try FileManager.default.contentsOfDirectory(
      at: root, includingPropertiesForKeys: nil)
    let found = folders.map { $0.appendingPathComponent("lib") }.first {
      FileManager.default.fileExists(atPath: $0.path)
    }
    return try #require(found)
  }

  /// Input 12 of `let vN = vN-1 &+ N` compiles with the modules of inputs 1–9 gone: the
  /// compiler loads the input it names and at most the one before that, not the chain behind
  /// them (it used to load every earlier input of the chain, ~0.6 ms of compile time each).
  @Test func aChainLoadsOnlyTheInputItNames() throws {
    let root = try TestPaths.makeTemporaryFolder("chain")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(in: root)
    defer { repl.close() }
    for number in 1...11 {
      let input = number == 1 ? "let v1 = 1" : "let v\(number) = v\(number - 1) &+ \(number)"
      #expect(try repl.evaluate(input).status == .accepted, "\(input)")
    }
    let folder = try libraries(under: root)
    for number in 1...9 {
      try FileManager.default.removeItem(
        at: folder.appendingPathComponent("Input\(number).swiftmodule"))
    }
    let last = try repl.evaluate("let v12 = v11 &+ 12")
    #expect(last.status == .accepted, "\(last.message ?? "")")
    #expect(value(last, named: "v12") == "78")
  }

  /// A value whose type an earlier input declared keeps its type through inputs that only
  /// pass it on, and the type's extensions still apply.
  @Test func aTypeReachesThroughInputsThatDeclareNone() throws {
    let root = try TestPaths.makeTemporaryFolder("chain-types")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(in: root)
    defer { repl.close() }
    for input in [
      "struct Box { var x = 1 }", "extension Box { var doubled: Int { x * 2 } }",
      "func make() -> Box { Box(x: 21) }", "let a = make()", "let b = a", "let c = b",
    ] {
      #expect(try repl.evaluate(input).status == .accepted, "\(input)")
    }
    #expect(try value(repl.evaluate("c.doubled")) == "42")
  }

  /// `let rowHeight: Int` waits, says so, and is declared with the input that assigns it.
  @Test func aConstantIsCompletedByTheInputThatAssignsIt() throws {
    let root = try TestPaths.makeTemporaryFolder("chain-let")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(in: root)
    defer { repl.close() }
    _ = try repl.evaluate("let x = 5")
    let declared = try repl.evaluate("let rowHeight: Int")
    #expect(declared.status == .accepted && declared.waiting == ["rowHeight"])
    #expect(declared.events.isEmpty)
    #expect(try repl.evaluate("let unrelated = 1").status == .accepted)
    #expect(repl.waitingNames == ["rowHeight"], "an input that does not name it leaves it waiting")
    let early = try repl.evaluate("print(rowHeight)")
    #expect(early.status == .rejected)
    #expect(
      early.message?.contains(
        "input:1:7: error: constant 'rowHeight' used before being initialized")
        == true, "\(early.message ?? "")")
    let somePaths = try repl.evaluate("if x > 100 {\n  rowHeight = 1\n}")
    #expect(somePaths.status == .rejected && repl.waitingNames == ["rowHeight"])
    #expect(
      somePaths.message?.contains("uses rowHeight, declared without a value, but does not give")
        == true, "\(somePaths.message ?? "")")
    let assigned = try repl.evaluate("if x > 3 {\n  rowHeight = 10\n} else {\n  rowHeight = 20\n}")
    #expect(assigned.status == .accepted, "\(assigned.message ?? "")")
    #expect(repl.waitingNames.isEmpty)
    #expect(try value(repl.evaluate("rowHeight")) == "10")
    #expect(
      repl.inputs.contains(
        "let rowHeight: Int\nif x > 3 {\n  rowHeight = 10\n} else {\n  rowHeight = 20\n}"))
    let typo = try repl.evaluate("let width: Strin")
    #expect(typo.status == .rejected && repl.waitingNames.isEmpty)
    #expect(typo.message?.contains("input:1:12: error: cannot find type 'Strin'") == true)
  }

  /// A declaration without a value among other lines of one input never leaves a global that
  /// a later input reads as zero: the input must give it a value on every path, or is refused.
  @Test func aDeclarationWithoutAValueAmongOtherLinesMustGetItsValue() throws {
    let root = try TestPaths.makeTemporaryFolder("chain-mixed")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(in: root)
    defer { repl.close() }
    let mixed = try repl.evaluate("let v9 = 2; let rh: Int")
    #expect(mixed.status == .rejected, "\(mixed.events)")
    #expect(
      mixed.message?.contains("declares rh without giving a value on every path") == true,
      "\(mixed.message ?? "")")
    #expect(try repl.evaluate("rh").status == .rejected, "rh was never declared")
    let whole = try repl.evaluate("let v8 = 2\nlet rw: Int\nif v8 > 1 { rw = 10 } else { rw = 20 }")
    #expect(whole.status == .accepted, "\(whole.message ?? "")")
    #expect(try value(repl.evaluate("rw")) == "10")
  }
}
