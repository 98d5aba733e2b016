import Foundation
import Grading
import LessonKit
import Sandbox
import SwiftToolchain

/// `swift-tutor check` on a warm cache against its floor, for the release binary and the debug one
/// `make run` builds; the jail's own start-up is measured and printed apart.
///
/// Also records the peak memory of the process tree of one grading (swift-tutor, swiftc, the
/// programs).
struct CheckFigures {
  let context: BenchContext
  let exerciseID: String

  /// Median seconds of one release `check`, kept for the SwiftPM comparison.
  private(set) var checkSeconds = 0.0
  /// The largest `ru_maxrss` of a `check` run's process tree, in KiB.
  private(set) var peakKilobytes = 0

  mutating func measure() throws -> [Figure] {
    let exercise = try context.exercise(exerciseID)
    let file = exercise.files.solution
    let floor = FloorProgram(
      modules: context.modules, spec: try ExerciseSpec(exercise),
      source: try String(contentsOf: file, encoding: .utf8), fileName: file.lastPathComponent)
    var figures: [Figure] = []
    let debug = context.tutor.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("debug/swift-tutor")
    for (label, binary) in [("release", context.tutor), ("debug", debug)] {
      guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        figures.append(
          Figure.unavailable(
            "check, warm cache (\(exerciseID), \(label))", target: "≤ 1.3x",
            reason: "no \(binary.path): run `swift build` first"))
        continue
      }
      let (figure, seconds) = try measure(binary: binary, label: label, floor: floor, file: file)
      if label == "release" { checkSeconds = seconds }
      figures.append(figure)
    }
    figures.append(try jailStartup())
    return figures
  }

  private mutating func measure(
    binary: URL, label: String, floor: FloorProgram, file: URL
  ) throws -> (Figure, Double) {
    var checks: [Double] = []
    var floors: [FloorProgram.Timing] = []
    let arguments = ["check", exerciseID, file.path, "--lessons", context.home.lessons.path]
    // One unmeasured round first: page cache, module cache, reference program, loader.
    for round in 0...context.repetitions {
      let timing = try floor.measure(in: context.folder("floor"))
      guard timing.compiled else { throw BenchError("the floor of \(exerciseID) did not compile") }
      let run = try context.runTutor(arguments, binary: binary)
      guard run.succeeded else {
        throw BenchError("\(label) check \(exerciseID) exited \(run.status):\n\(run.output)")
      }
      peakKilobytes = max(peakKilobytes, run.maxResidentKilobytes)
      if round > 0 {
        floors.append(timing)
        checks.append(run.seconds)
      }
    }
    let seconds = median(checks)
    let floorSeconds = median(floors.map(\.total))
    var figure = Figure(
      name: "check, warm cache (\(exerciseID), \(label))", measured: Figure.milliseconds(seconds),
      floor: Figure.milliseconds(floorSeconds), ratio: seconds / floorSeconds, goal: .atMost(1.3))
    figure.note =
      "floor = swiftc -Onone -wmo \(Figure.milliseconds(median(floors.map(\.compile)))) "
      + "+ run \(Figure.milliseconds(median(floors.map(\.run)))); "
      + "check adds \(Figure.milliseconds(seconds - floorSeconds)) (jail start-up included)"
    return (figure, seconds)
  }

  /// bubblewrap's own cost: `true` in the jail, as every run is jailed.
  private func jailStartup() throws -> Figure {
    let name = "jail start-up (bwrap running `true`)"
    guard case .jail(let jail) = context.sandbox.confinement else {
      return Figure.unavailable(name, target: "—", reason: "no jail on this machine")
    }
    var times: [Double] = []
    let sandbox = Sandbox(confinement: .jail(jail))
    let scratch = try context.folder("jail")
    for round in 0...context.repetitions {
      let start = ContinuousClock.now
      _ = try sandbox.run(
        program: URL(fileURLWithPath: "/usr/bin/true"), scratch: scratch,
        output: CappedBuffer(limit: 1024))
      if round > 0 { times.append((ContinuousClock.now - start).seconds) }
    }
    var figure = Figure(
      name: name, measured: Figure.milliseconds(median(times)), ok: true, target: "—")
    figure.ok = nil
    figure.note = "part of every run of a student program; printed for information"
    return figure
  }
}
