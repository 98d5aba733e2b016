import Foundation
import Grading
import LessonKit

/// `grade --jobs 2` throughput on a generated class against 2 / floor, and re-grading.
///
/// Re-grading the unchanged class goes through the result cache and is compared with its
/// first grading. See ``ClassGrading``.
struct GradeFigures {
  let context: BenchContext
  let count: Int
  let jobs = 2

  /// The largest `ru_maxrss` of the process tree of the `--no-cache` grading, in KiB.
  private(set) var peakKilobytes = 0

  mutating func measure() throws -> [Figure] {
    let set = try SubmissionSet(course: context.course, count: count, in: context.folder("class"))
    let grading = try ClassGrading(context: context, set: set, jobs: jobs)
    let fresh = try grading.run(cached: false)
    peakKilobytes = fresh.peakKilobytes
    let floor = try floorPerSubmission(set)
    let throughput = Double(count) / fresh.seconds
    let ideal = Double(jobs) / floor
    var figure = Figure(
      name: "grade --jobs \(jobs), \(count) mixed", measured: "\(Figure.number(throughput))/s",
      floor: "\(Figure.number(ideal))/s", ratio: throughput / ideal, goal: .atLeast(0.8))
    figure.note =
      "\(set.mix), every verdict as expected; \(Figure.number(fresh.seconds)) s with "
      + "--no-cache; floor \(Figure.milliseconds(floor)) per submission (bare compile + run, "
      + "mean over the class); warm cache: modules and reference programs built (a first "
      + "grading of one solution per exercise, \(Figure.number(grading.referenceSeconds)) s)"
    return [figure, try regrade(grading, uncached: fresh)]
  }

  private func regrade(_ grading: ClassGrading, uncached: ClassGrading.Run) throws -> Figure {
    let name = "re-grade unchanged (result cache)"
    let first = try grading.run(cached: true)
    let stored = grading.storedVerdicts
    guard stored > 0 else {
      return Figure.unavailable(
        name, target: "≥ 50x", reason: "the first grading stored no verdicts")
    }
    let again = try grading.run(cached: true)
    guard again.summary == uncached.summary, first.summary == uncached.summary else {
      throw BenchError(
        "cached verdicts differ from fresh ones: \(again.summary) vs \(uncached.summary)")
    }
    var figure = Figure(
      name: name, measured: "\(Figure.number(again.seconds)) s",
      floor: "\(Figure.number(first.seconds)) s", ratio: first.seconds / again.seconds,
      goal: .atLeast(50))
    figure.note =
      "floor column = the first grading with the cache on; \(count) submissions, "
      + "\(stored) verdicts stored"
    return figure
  }

  /// The mean floor per submission: each distinct source compiled and run bare once.
  private func floorPerSubmission(_ set: SubmissionSet) throws -> Double {
    var floors: [String: Double] = [:]
    for item in set.items where floors[item.sourceKey] == nil {
      let floor = FloorProgram(
        modules: context.modules, spec: try ExerciseSpec(item.exercise), source: item.source,
        fileName: "\(item.exercise.id).swift")
      floors[item.sourceKey] = try floor.measure(in: context.folder("class-floor")).total
    }
    return set.items.reduce(0) { $0 + (floors[$1.sourceKey] ?? 0) } / Double(set.items.count)
  }
}
