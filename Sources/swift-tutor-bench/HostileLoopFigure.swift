import Foundation
import SwiftToolchain

/// A hostile submission whose every check loops, graded with the default limits: one time
/// limit for the whole program, not one per check (at most 15 s of wall clock: docs/design.md,
/// "Performance").
struct HostileLoopFigure {
  let context: BenchContext
  let exerciseID: String
  static let name = "check of a submission whose every check loops"

  func measure() throws -> Figure {
    let folder = try context.folder("loop")
    let file = folder.appendingPathComponent("loop.swift")
    try Data(Self.source.utf8).write(to: file)
    let run = try context.runTutor(
      ["check", exerciseID, file.path, "--lessons", context.home.lessons.path, "--format", "json"],
      binary: context.tutor)
    guard run.status == 1 else {
      throw BenchError("the looping submission was not failed (exit \(run.status)): \(run.output)")
    }
    var figure = Figure(
      name: Self.name, measured: "\(Figure.number(run.seconds)) s", ok: run.seconds <= 15,
      target: "≤ 15 s")
    let checks = run.output.components(separatedBy: "\"status\" : \"error\"").count - 2
    figure.note = "\(exerciseID): teamScore loops; \(max(0, checks)) checks reported as errors"
    return figure
  }

  static let source = """
    func teamScore(_ scores: [Int]) -> Int {
      var spins = 0
      while true { spins &+= 1 }
    }
    """
}
