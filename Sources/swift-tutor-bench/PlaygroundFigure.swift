import Evaluator
import Foundation

/// One REPL line's result: `PlaygroundSession.evaluate` of a line after a few earlier
/// inputs, against a bare `swiftc -Xfrontend -playground` of the same program, then run.
struct PlaygroundFigure {
  let context: BenchContext

  static let earlier = [
    "let meal = Meal(name: \"Caprese Salad\", photo: nil, rating: 4)",
    "var total = 0",
    "for score in [75, 43, 103] {\n  total += score > 50 ? 3 : 1\n}",
  ]
  static let line = "total * 2 + (meal?.rating ?? 0)"
  static let imports = ["MealKit", "Shapes"]

  func measure() throws -> Figure {
    var sessions: [Double] = []
    var floors: [Double] = []
    for round in 0...context.repetitions {
      let floor = try measureFloor()
      let session = PlaygroundSession(
        cache: context.modules, sandbox: context.sandbox, imports: Self.imports)
      for input in Self.earlier {
        let result = try session.evaluate(input)
        guard result.status == .accepted else {
          throw BenchError("the REPL rejected \(input): \(result.message ?? "")")
        }
      }
      let start = ContinuousClock.now
      let result = try session.evaluate(Self.line)
      let elapsed = (ContinuousClock.now - start).seconds
      guard result.status == .accepted, !result.events.isEmpty else {
        throw BenchError("the REPL did not show \(Self.line): \(result.message ?? "no value")")
      }
      if round > 0 {
        sessions.append(elapsed)
        floors.append(floor)
      }
    }
    let measured = median(sessions)
    let floor = median(floors)
    var figure = Figure(
      name: "REPL line result (PlaygroundSession)", measured: Figure.milliseconds(measured),
      floor: Figure.milliseconds(floor), ratio: measured / floor, goal: .atMost(1.3))
    figure.note =
      "4th input of a session; floor = swiftc -Xfrontend -playground of the same program + run"
    return figure
  }

  /// Compiles the program the session compiles for the 4th input, and runs it.
  private func measureFloor() throws -> Double {
    let folder = try context.folder("playground-floor")
    let lines =
      [(Self.imports + ["PlaygroundRuntime"]).map { "import \($0)" }.joined(separator: "; ")]
      + Self.earlier + ["__tutorCellStart()", Self.line]
    let main = folder.appendingPathComponent("main.swift")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: main)
    let program = folder.appendingPathComponent("program")
    let arguments =
      ["-swift-version", "5", "-Onone", "-Xfrontend", "-playground", "-diagnostic-style", "llvm"]
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
