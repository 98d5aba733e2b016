import Foundation
import Grading
import LiveSession
import SwiftToolchain
import TutorSupport

/// The REPL figures of docs/design.md ("Performance"), from a live `PlaygroundSession` running
/// the 150-input ``ReplTranscript``:
/// - input 10's line result against the same line compiled alone with `swiftc -Xfrontend
///   -playground` and run (the floor);
/// - inputs 141–150 against inputs 6–15 (one whole cycle each), so the cost of an input does
///   not grow with the session;
/// - the live process's memory after 150 inputs.
struct PlaygroundFigure {
  let context: BenchContext
  static let imports = ModuleCache.sampleModules

  func measure() throws -> [Figure] {
    let rounds = context.quick ? 2 : 3
    var tenth: [Double] = []
    var early: [Double] = []
    var late: [Double] = []
    var memory = 0
    for _ in 0..<rounds {
      let times = try runSession(memory: &memory)
      tenth.append(times[9])
      early.append(median(Array(times[5..<15])))
      late.append(median(Array(times[140..<150])))
    }
    var floors: [Double] = []
    for round in 0...context.repetitions {
      let floor = try measureFloor()
      if round > 0 { floors.append(floor) }
    }
    let input10 = median(tenth)
    let floor = median(floors)
    var lineFigure = Figure(
      name: "REPL line result, input 10 (live session)", measured: Figure.milliseconds(input10),
      floor: Figure.milliseconds(floor), ratio: input10 / floor, goal: .atMost(1.3))
    lineFigure.note =
      "`\(ReplTranscript.tenth)` at input 10; floor = that line alone: swiftc -Xfrontend "
      + "-playground + run; median of \(rounds) sessions"
    let lateTime = median(late)
    let earlyTime = median(early)
    var flatFigure = Figure(
      name: "REPL line result, inputs 141-150 vs 6-15", measured: Figure.milliseconds(lateTime),
      floor: Figure.milliseconds(earlyTime), ratio: lateTime / earlyTime, goal: .atMost(1.3))
    flatFigure.note = "medians over one 10-input cycle each, \(rounds) sessions of 150 inputs"
    let megabytes = Double(memory) / 1024
    var memoryFigure = Figure(
      name: "REPL session memory after 150 inputs", measured: "\(Figure.number(megabytes)) MB",
      ok: megabytes <= 300, target: "≤ 300 MB")
    memoryFigure.note =
      "VmRSS of the live process and the jail around it, largest session; the tutor side "
      + "(this process, which compiled and ran the sessions) peaked at \(Self.peakKilobytes() / 1024) MB"
    return [lineFigure, flatFigure, memoryFigure]
  }

  /// This process's peak resident memory (`VmHWM`), in KiB.
  static func peakKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  /// Runs the transcript in a fresh session; the seconds of each input.
  private func runSession(memory: inout Int) throws -> [Double] {
    let session = PlaygroundSession(
      cache: context.modules, sandbox: context.sandbox)
    session.scratchRoot = try context.folder("session")
    defer { session.close() }
    var times: [Double] = []
    for (index, input) in ReplTranscript.inputs().enumerated() {
      let start = ContinuousClock.now
      let result = try session.evaluate(input, language: .en)
      times.append((ContinuousClock.now - start).seconds)
      guard result.status == .accepted else {
        throw BenchError(
          "the REPL did not keep input \(index + 1) `\(input)`: \(result.message ?? "")")
      }
    }
    memory = max(memory, session.liveMemoryKilobytes())
    return times
  }

  /// Compiles the tenth line alone as a playground program, and runs it.
  private func measureFloor() throws -> Double {
    let folder = try context.folder("playground-floor")
    let lines = [
      (Self.imports + ["PlaygroundRuntime"]).map { "import \($0)" }.joined(separator: "; "),
      ReplTranscript.tenth,
    ]
    let main = folder.appendingPathComponent("main.swift")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: main)
    let program = folder.appendingPathComponent("program")
    let arguments =
      SwiftCompile.languageFlags(.learner, for: .driver)
      + ["-Onone", "-Xfrontend", "-playground", "-diagnostic-style", "llvm"]
      + ["-module-name", "main"]
      + context.modules.flags(linking: Self.imports + ["PlaygroundRuntime"])
      + [main.path, "-o", program.path]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let compile = try Spawn.run(
      context.modules.toolchain.swiftc.path, arguments, environment: environment)
    guard compile.succeeded else {
      throw BenchError("the playground floor did not compile:\n\(compile.output)")
    }
    let run = try Spawn.run(
      program.path, [], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], timeout: 30)
    guard run.succeeded else { throw BenchError("the playground floor crashed:\n\(run.output)") }
    return compile.seconds + run.seconds
  }
}
