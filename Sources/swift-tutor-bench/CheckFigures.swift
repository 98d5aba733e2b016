import Evaluator
import Foundation

/// `swift-tutor check` on a warm cache against its floor; also records the peak memory of
/// the process tree of one grading (swift-tutor, swiftc and its helpers, the program).
struct CheckFigures {
  let context: BenchContext
  let exerciseID: String

  /// Median seconds of one `check`, kept for the SwiftPM comparison.
  private(set) var checkSeconds = 0.0
  /// The largest `ru_maxrss` of a `check` run's process tree, in KiB.
  private(set) var peakKilobytes = 0

  mutating func measure() throws -> [Figure] {
    let exercise = try context.exercise(exerciseID)
    let file = exercise.files.solution
    let floor = FloorProgram(
      modules: context.modules, spec: try ExerciseSpec(exercise),
      source: try String(contentsOf: file, encoding: .utf8), fileName: file.lastPathComponent)
    var checks: [Double] = []
    var startups: [Double] = []
    var floors: [FloorProgram.Timing] = []
    // One unmeasured round first: page cache, module cache, dynamic loader.
    for round in 0...context.repetitions {
      let timing = try floor.measure(in: context.folder("floor"))
      guard timing.compiled else { throw BenchError("the floor of \(exerciseID) did not compile") }
      let run = try context.runTutor(
        ["check", exerciseID, file.path, "--lessons", context.home.lessons.path])
      guard run.succeeded else {
        throw BenchError("check \(exerciseID) \(file.path) exited \(run.status):\n\(run.output)")
      }
      peakKilobytes = max(peakKilobytes, run.maxResidentKilobytes)
      // Everything `check` does before it compiles: start, parse, load the course.
      let startup = try context.runTutor(
        ["check", "no-such-exercise", file.path, "--lessons", context.home.lessons.path])
      if round > 0 {
        floors.append(timing)
        checks.append(run.seconds)
        startups.append(startup.seconds)
      }
    }
    checkSeconds = median(checks)
    let floorSeconds = median(floors.map(\.total))
    var check = Figure(
      name: "check, warm cache (\(exerciseID))", measured: Figure.milliseconds(checkSeconds),
      floor: Figure.milliseconds(floorSeconds), ratio: checkSeconds / floorSeconds,
      goal: .atMost(1.3))
    check.note =
      "floor = swiftc -Onone -wmo \(Figure.milliseconds(median(floors.map(\.compile)))) "
      + "+ run \(Figure.milliseconds(median(floors.map(\.run)))); "
      + "check adds \(Figure.milliseconds(checkSeconds - floorSeconds)), of which "
      + "\(Figure.milliseconds(median(startups))) start-up and course loading "
      + "(`check` of an unknown exercise)"
    return [check]
  }
}
