import Foundation

/// Measures every figure in turn, reporting progress on standard error; a figure that
/// cannot be measured becomes a failed row that says why, and the others still run.
struct BenchRun {
  let context: BenchContext
  let exerciseID: String
  let submissions: Int

  func figures() -> [Figure] {
    var figures: [Figure] = []
    var checks = CheckFigures(context: context, exerciseID: exerciseID)
    figures += step("check and its floor", names: ["check, warm cache"]) {
      try checks.measure()
    }
    figures += serveFigures()
    figures += step("a submission whose every check loops", names: [HostileLoopFigure.name]) {
      [try HostileLoopFigure(context: context, exerciseID: "team-score").measure()]
    }
    let peerRuns = context.quick ? 1 : 2
    figures += step("SwiftPM peer (\(peerRuns) fresh `swift test`)", names: ["SwiftPM peer"]) {
      let peer = try SwiftPMPeer(context: context, exerciseID: exerciseID).measure(runs: peerRuns)
      guard checks.checkSeconds > 0 else { throw BenchError("no check time to compare with") }
      var figure = Figure(
        name: "check vs SwiftPM package per submission",
        measured: Figure.milliseconds(checks.checkSeconds), floor: "\(Figure.number(peer)) s",
        ratio: peer / checks.checkSeconds, goal: .atLeast(20))
      figure.note = "floor column = the peer: `swift test` on a fresh package; ratio = speed-up"
      return [figure]
    }
    figures += step(
      "REPL: 150-input live sessions and the floor",
      names: ["REPL line result, input 10", "REPL line result, 141-150 vs 6-15", "REPL memory"]
    ) {
      try PlaygroundFigure(context: context).measure()
    }
    var grading = GradeFigures(context: context, count: submissions)
    figures += step("grade and re-grade, \(submissions) submissions", names: ["grade", "re-grade"])
    {
      try grading.measure()
    }
    figures += step("start-up", names: [StartupFigure.name]) {
      [try StartupFigure(context: context).measure()]
    }
    figures += step("Tab: completion from sourcekit-lsp", names: CompletionFigure.names) {
      try CompletionFigure(context: context).measure()
    }
    figures.append(Self.memory(check: checks.peakKilobytes, grade: grading.peakKilobytes))
    return figures + recipeFigures() + validateFigures()
  }

  /// Tab at the prompt: sourcekit-lsp's start, the first Tab, warm Tabs.
  func completionFigures() -> [Figure] {
    step("Tab: completion from sourcekit-lsp", names: CompletionFigure.names) {
      try CompletionFigure(context: context).measure()
    }
  }

  /// The CI recipes of docs/ci, each run locally.
  func recipeFigures() -> [Figure] {
    step("CI recipes run locally", names: CIRecipeFigure.names) {
      try CIRecipeFigure(context: context).measure()
    }
  }

  /// `validate` over the course: a first run, the same again, one exercise changed.
  func validateFigures() -> [Figure] {
    step("validate: first run, again, one exercise changed", names: ValidateFigures.names) {
      try ValidateFigures(context: context).measure()
    }
  }

  /// The browser's figures: a Check from the page against `check`, and twenty at once.
  func serveFigures() -> [Figure] {
    step(
      "serve: Check from the page, 20 at once",
      names: ["serve: Check round trip vs `check`", "serve: 20 concurrent Checks, median latency"]
    ) {
      try ServeFigures(context: context).measure()
    }
      + step(
        "serve: another student's turn while one client floods",
        names: [
          "serve: another student's Run while one client floods",
          "serve: another student's Check while one client floods",
        ]
      ) { try FairTurnFigure(context: context).measure() }
  }

  /// Only `check` against its floor (release and debug) and the grading rate: the two
  /// figures a change to grading must keep, measured in a few minutes.
  func gradingFigures() -> [Figure] {
    var checks = CheckFigures(context: context, exerciseID: exerciseID)
    var figures = step("check and its floor", names: ["check, warm cache"]) {
      try checks.measure()
    }
    var grading = GradeFigures(context: context, count: submissions)
    figures += step("grade and re-grade, \(submissions) submissions", names: ["grade", "re-grade"])
    {
      try grading.measure()
    }
    return figures
  }

  /// Only the REPL's figures: the live session against its floor, its memory, start-up.
  func replFigures() -> [Figure] {
    step(
      "REPL: 150-input live sessions and the floor",
      names: ["REPL line result, input 10", "REPL line result, 141-150 vs 6-15", "REPL memory"]
    ) {
      try PlaygroundFigure(context: context).measure()
    }
      + chainFigures()
      + step("start-up", names: [StartupFigure.name]) {
        [try StartupFigure(context: context).measure()]
      }
      + step("Tab: completion from sourcekit-lsp", names: CompletionFigure.names) {
        try CompletionFigure(context: context).measure()
      }
  }

  /// The REPL chain of 500 dependent inputs (`--chain`, and part of `--repl`).
  func chainFigures() -> [Figure] {
    step("REPL: a chain of 500 dependent inputs", names: [ChainFigure.name]) {
      try ChainFigure(context: context).measure()
    }
  }

  /// Peak memory of one grading worker: the largest process seen in the trees of the
  /// `check` runs and of the whole `--no-cache` grading of the class.
  static func memory(check: Int, grade: Int) -> Figure {
    let name = "peak RSS, one grading worker"
    guard max(check, grade) > 0 else {
      return Figure.unavailable(name, target: "≤ 250 MB", reason: "no grading was measured")
    }
    let megabytes = Double(max(check, grade)) / 1024
    var figure = Figure(
      name: name, measured: "\(Figure.number(megabytes)) MB", ok: megabytes <= 250,
      target: "≤ 250 MB")
    figure.note =
      "largest single process (swift-tutor, swiftc and its helpers, the program) from wait4 "
      + "ru_maxrss: `check` \(check / 1024) MB, `grade` of the class \(grade / 1024) MB"
    return figure
  }

  /// Runs one measurement; its figures' notes end with the machine's load around it,
  /// since other work on the machine moves every figure.
  private func step(_ title: String, names: [String], _ body: () throws -> [Figure]) -> [Figure] {
    FileHandle.standardError.write(Data("swift-tutor-bench: \(title)…\n".utf8))
    let before = Self.loadAverage()
    do {
      let measured = try body()
      let load = "load \(before) → \(Self.loadAverage())"
      return measured.map { figure in
        var figure = figure
        figure.note = (figure.note.map { $0 + "; " } ?? "") + load
        return figure
      }
    } catch {
      return names.map { name in
        var figure = Figure(name: name, measured: "error", ok: false, target: "—")
        figure.note = "\(error)"
        return figure
      }
    }
  }

  /// The 1-minute load average, from `/proc/loadavg`.
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return String(text.split(separator: " ").first ?? "?")
  }
}
