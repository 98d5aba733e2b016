import Foundation
import Grading
import LiveSession
import Sandbox
import Testing
import TutorTestSupport

/// The live session: state kept in one process, each input run once, a crash survived.
@Suite(.tags(.toolchain, .jail)) struct LiveSessionTests {
  private func session(jailed: Bool = true) throws -> PlaygroundSession {
    let cache = try TestModules.cache.get()
    let confinement: Confinement = jailed ? .jail(try TestModules.jail.get()) : .trusted
    return PlaygroundSession(
      cache: cache, sandbox: Sandbox(limits: TestModules.quickLimits, confinement: confinement))
  }

  /// Inputs that ran at once and sleep when run again (after a time they test) share one
  /// run's time when a crash runs them again: the ones that do not finish in it are dropped,
  /// instead of each holding the session (and a server's worker) for its own time limit.
  @Test func runningEarlierInputsAgainTakesOneRunsTime() throws {
    let repl = try session()
    let soon = Int(Date().timeIntervalSince1970) + 3
    for index in 0..<6 {
      let input =
        "import Foundation; if Date().timeIntervalSince1970 > \(soon) "
        + "{ Thread.sleep(forTimeInterval: 3) }; let v\(index) = \(index)"
      #expect(try repl.evaluate(input).status == .accepted)
    }
    while Date().timeIntervalSince1970 <= Double(soon) { Thread.sleep(forTimeInterval: 0.1) }
    let crashed = try repl.evaluate("fatalError(\"x\")")
    let restart = try #require(crashed.restart)
    // 4 s of wall time: the first input (3 s) fits, the second is cut; the rest are dropped.
    #expect(restart.replayed <= 1 && restart.dropped >= 5, "\(restart)")
  }

  /// A function of an earlier input shows its parameters on the line that calls it, as when
  /// the function and the call are one input (lesson 1 promises them) — the parameters of the
  /// function called, not of the functions it calls in turn.
  @Test func aCallOfAnEarlierFunctionShowsItsParameters() throws {
    let repl = try session()
    _ = try repl.evaluate("func double(_ n: Int) -> Int {\n  let twice = n * 2\n  return twice\n}")
    _ = try repl.evaluate("func quadruple(of x: Int) -> Int { double(double(x)) }")
    let called = try repl.evaluate("let a = 1\nlet b = quadruple(of: 5)")
    let shown = called.events.compactMap { event -> String? in
      guard case .value(let line, let name, let type, let text) = event else { return nil }
      return "\(line) " + PlaygroundEvent.sidebar(name: name, type: type, text: text)
    }
    #expect(shown == ["1 a: Int = 1", "2 x: Int = 5", "2 b: Int = 20"], "\(shown)")
    let printing = try repl.evaluate("print(double(4))")
    #expect(printing.events.first == .value(line: 1, name: "n", type: "Int", text: "4"))
    #expect(printed(printing) == "8\n")
  }

  /// An assignment through a subscript or a property shows the variable it changed, as an
  /// assignment of the whole variable does; a type's static property is left as it was.
  @Test func anAssignmentThroughASubscriptShowsTheChangedVariable() throws {
    let repl = try session()
    _ = try repl.evaluate(
      "var menu = [1, 2, 3]\nstruct P { var x = 0; static var all = [0] }\nvar p = P()")
    let changed = try repl.evaluate("menu[1] = 20\np.x += 3; print(\"ok\")")
    #expect(changed.status == .accepted, "\(changed.message ?? "")")
    #expect(value(changed, named: "menu") == "[1, 20, 3]")
    #expect(value(changed, named: "p") == "P(x: 3)")
    #expect(printed(changed) == "ok\n")
    let statics = try repl.evaluate("P.all[0] = 5")
    #expect(statics.status == .accepted, "\(statics.message ?? "")")
  }

  @Test func aRandomValueKeepsItsValue() throws {
    let repl = try session()
    let drawn = try value(repl.evaluate("let r = Int.random(in: 1...1_000_000_000)"), named: "r")
    #expect(drawn != nil)
    #expect(try value(repl.evaluate("r")) == drawn)
    #expect(try value(repl.evaluate("r + 0")) == drawn)
  }

  @Test func aDictionaryKeepsItsOrderAndAnEarlierPrintDoesNotRepeat() throws {
    let repl = try session()
    let made = try repl.evaluate(
      "var d: [String: Int] = [:]\nfor k in \"abcdefghij\" { d[String(k)] = 1 }\nprint(\"made\")")
    #expect(printed(made) == "made\n")
    let first = try value(repl.evaluate("Array(d.keys)"))
    for _ in 0..<3 {
      let again = try repl.evaluate("Array(d.keys)")
      #expect(value(again) == first)
      #expect(printed(again).isEmpty)
    }
  }

  @Test func stateChangesAcrossInputsAndSideEffectsHappenOnce() throws {
    let repl = try session()
    _ = try repl.evaluate("struct Point { var x = 0, y = 0 }\nvar p = Point()")
    _ = try repl.evaluate("p.x += 3")
    _ = try repl.evaluate("extension Point { var sum: Int { x + y } }")
    #expect(try value(repl.evaluate("p.y = 4\np.sum")) == "7")
    _ = try repl.evaluate("var count = 0\nlet bump = { count += 1 }")
    _ = try repl.evaluate("bump()")
    _ = try repl.evaluate("bump()")
    #expect(try value(repl.evaluate("count")) == "2", "a closure captured an earlier variable")
    let file = try repl.evaluate(
      "import Foundation\nlet log = FileManager.default.currentDirectoryPath + \"/log.txt\"\n"
        + "FileManager.default.createFile(atPath: log, contents: Data(\"x\".utf8))")
    #expect(file.status == .accepted, "\(file.message ?? "")")
    _ = try repl.evaluate(
      "let handle = FileHandle(forUpdatingAtPath: log)!\nhandle.seekToEndOfFile()")
    _ = try repl.evaluate("handle.write(Data(\"y\".utf8))")
    #expect(
      try value(repl.evaluate("try! String(contentsOfFile: log, encoding: .utf8)")) == "\"xy\"")
  }

  @Test func objectsLiveUntilReleasedAndTheirDeinitRuns() throws {
    let repl = try session()
    let made = try repl.evaluate(
      "class Resource {\n  init() { print(\"open\") }\n  deinit { print(\"close\") }\n}\n"
        + "var resource: Resource? = Resource()")
    #expect(printed(made) == "open\n")
    #expect(try printed(repl.evaluate("let other = 1")).isEmpty)
    #expect(try printed(repl.evaluate("resource = nil")) == "close\n")
  }

  @Test func aRedeclaredNameMeansTheNewestDeclaration() throws {
    let repl = try session()
    _ = try repl.evaluate("let x = 1\nfunc greet(_ n: Int) -> String { \"int\" }")
    let again = try repl.evaluate("let x = \"two\"\nfunc greet(_ s: String) -> String { \"text\" }")
    #expect(again.replaced == ["x"], "greet(_: String) is an overload next to greet(_: Int)")
    #expect(try value(repl.evaluate("x")) == "\"two\"")
    #expect(try value(repl.evaluate("greet(1) + greet(\"a\")")) == "\"inttext\"")
    let newer = try repl.evaluate("func greet(_ n: Int) -> String { \"newer\" }")
    #expect(newer.replaced == ["greet"])
    #expect(try value(repl.evaluate("greet(1)")) == "\"newer\"")
  }

  @Test func aCrashRestoresTheSessionByRunningEarlierInputsOnce() throws {
    let repl = try session()
    _ = try repl.evaluate("var total = 10\nprint(\"side effect\")")
    _ = try repl.evaluate("total += 5")
    let crashed = try repl.evaluate("let numbers = [1]\nnumbers[3]")
    #expect(crashed.status == .crashed)
    #expect(crashed.message?.contains("Index out of range") == true, "\(crashed.message ?? "")")
    // Named at the input's own line, Swift's place on a line of its own after it.
    #expect(
      crashed.message?.hasPrefix("the program crashed at line 2 of this input: Fatal error")
        == true,
      "\(crashed.message ?? "")")
    #expect(crashed.message?.contains("Swift/") == false, "\(crashed.message ?? "")")
    #expect(crashed.message?.contains("\n  tip: an array's positions") == true)
    #expect(crashed.restart == PlaygroundResult.Restart(replayed: 2, dropped: 0))
    let after = try repl.evaluate("total")
    #expect(value(after) == "15")
    #expect(after.restart == nil)
    #expect(repl.inputs == ["var total = 10\nprint(\"side effect\")", "total += 5", "total"])
  }

  @Test func exitAndLimitsEndTheProcessTooAndTheSessionComesBack() throws {
    let repl = try session()
    _ = try repl.evaluate("let kept = 41")
    let exited = try repl.evaluate("import Foundation\nexit(0)")
    #expect(exited.status == .crashed)
    #expect(exited.restart?.replayed == 1)
    let looped = try repl.evaluate("while true {}")
    #expect(looped.status == .crashed)
    #expect(looped.message?.contains("CPU") == true || looped.message?.contains("finish") == true)
    #expect(try value(repl.evaluate("kept + 1")) == "42")
  }

  @Test func anInputThatDoesNotCompileChangesNothing() throws {
    let repl = try session()
    _ = try repl.evaluate("var n = 1")
    let rejected = try repl.evaluate("n += 1\nlet broken: Int = \"x\"")
    #expect(rejected.status == .rejected)
    #expect(rejected.message?.contains("input:2:") == true)
    #expect(try value(repl.evaluate("n")) == "1", "nothing of the rejected input ran")
  }

  @Test func topLevelAwaitWorksAtThePrompt() throws {
    let repl = try session()
    _ = try repl.evaluate(
      "actor Bank {\n  var balance = 0\n  func deposit(_ n: Int) -> Int { balance += n; return balance }\n}\nlet bank = Bank()"
    )
    let first = try repl.evaluate("await bank.deposit(10)")
    #expect(
      first.events == [
        .value(line: 1, name: "n", type: "Int", text: "10"),  // the earlier method's parameter
        .value(line: 1, name: "", type: "Int", text: "10"),
      ],
      "\(first.status) \(first.message ?? "")")
    #expect(try value(repl.evaluate("await bank.deposit(5)")) == "15")
    let main = try repl.evaluate(
      "@MainActor func onMain() -> String { \"main\" }\nlet where_ = await onMain()")
    #expect(value(main, named: "where_") == "\"main\"", "\(main.message ?? "")")
  }

  @Test func conformancesAddedLaterAreSynthesizedAsInOneFile() throws {
    let repl = try session()
    _ = try repl.evaluate("struct Point { var x: Int; var y = 0 }\nlet origin = Point(x: 0)")
    _ = try repl.evaluate("enum Move { case step(Int), jump(Int, Int), stay }")
    _ = try repl.evaluate("enum Size { case small, large }")
    let added = try repl.evaluate(
      "extension Point: Hashable, Codable {}\nextension Move: Hashable {}\n"
        + "extension Size: Comparable, CaseIterable {}")
    #expect(added.status == .accepted, "\(added.message ?? "")")
    #expect(added.warnings.isEmpty, "\(added.warnings)")
    #expect(try value(repl.evaluate("Set([origin, Point(x: 0), Point(x: 1)]).count")) == "2")
    #expect(
      try value(repl.evaluate("Move.jump(1, 2) == .jump(1, 2) && Move.stay != .step(0)")) == "true")
    #expect(try value(repl.evaluate("Size.small < .large && Size.allCases.count == 2")) == "true")
    let decoded = try repl.evaluate(
      "import Foundation\nlet back = try JSONDecoder().decode(Point.self, from: "
        + "JSONEncoder().encode(Point(x: 3, y: 4)))")
    #expect(value(decoded, named: "back") == "Point(x: 3, y: 4)", "\(decoded.message ?? "")")
  }

  @Test func warningsAreAboutTheStudentsOwnLines() throws {
    let repl = try session()
    let result = try repl.evaluate("func f() {\n  var unused = 1\n}")
    #expect(result.status == .accepted)
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.hasPrefix("input:2:7: warning:") == true, "\(result.warnings)")
  }

  @Test func withoutAJailTheSessionIsLiveToo() throws {
    let repl = try session(jailed: false)
    let drawn = try value(repl.evaluate("let r = Int.random(in: 1...1_000_000_000)"), named: "r")
    #expect(try value(repl.evaluate("r")) == drawn)
    let crashed = try repl.evaluate("[1][2]")
    #expect(
      crashed.status == .crashed && crashed.restart?.replayed == 2,
      "\(crashed.status) \(crashed.message ?? "") \(String(describing: crashed.restart))")
    #expect(try value(repl.evaluate("r > 0")) == "true")
  }

  @Test func resetStartsAFreshProcess() throws {
    let repl = try session()
    _ = try repl.evaluate("let gone = 1")
    repl.reset()
    #expect(repl.inputs.isEmpty)
    let after = try repl.evaluate("gone")
    #expect(after.status == .rejected)
    #expect(try value(repl.evaluate("let gone = 2\ngone")) == "2")
  }
}
