import Foundation

/// Start-up to the first prompt, warm.
///
/// `printf ':quit\n' | swift-tutor` with piped stdin (the scripted REPL), timed from spawn
/// to exit. Progress and history go to a private `XDG_STATE_HOME`, so the student's own
/// are never touched.
struct StartupFigure {
  let context: BenchContext
  static let name = "start-up to first prompt, warm"

  func measure() throws -> Figure {
    let folder = try context.folder("startup")
    let input = folder.appendingPathComponent("stdin")
    try Data(":quit\n".utf8).write(to: input)
    let environment = ["XDG_STATE_HOME": folder.appendingPathComponent("state").path]
    let probe = folder.appendingPathComponent("probe")
    try Data(":help\n:quit\n".utf8).write(to: probe)
    let help = try context.runTutor([], environment: environment, stdin: probe)
    if let reason = Self.notARepl(help) {
      return Figure.unavailable(
        Self.name, target: "≤ 150 ms", reason: "REPL not available: \(reason)")
    }
    var times: [Double] = []
    for round in 0...context.repetitions {
      let run = try context.runTutor([], environment: environment, stdin: input)
      guard run.succeeded else { throw BenchError("the REPL exited \(run.status): \(run.output)") }
      if round > 0 { times.append(run.seconds) }
    }
    let measured = median(times)
    var figure = Figure(
      name: Self.name, measured: Figure.milliseconds(measured), ok: measured <= 0.150,
      target: "≤ 150 ms")
    figure.note = "printf ':quit\\n' | swift-tutor, spawn to exit"
    return figure
  }

  /// Why `:help` then `:quit` on piped stdin did not run a REPL, or nil when it did:
  /// a REPL exits 0 and its help lists `:quit`.
  static func notARepl(_ run: SpawnResult) -> String? {
    if run.output.contains("USAGE:") && run.output.contains("SUBCOMMANDS:") {
      return "`swift-tutor` without arguments prints the command help"
    }
    if !run.succeeded {
      return "`swift-tutor` exited \(run.status): \(run.output.prefix(200))"
    }
    if !run.output.contains(":quit") {
      return "`:help` on piped stdin did not list `:quit`: \(run.output.prefix(200))"
    }
    return nil
  }
}
