import Evaluator
import Foundation

/// `grade --jobs 2` throughput on a generated class against 2 / floor, and re-grading the
/// unchanged class (result cache) against its first grading.
///
/// The gradings use a private `XDG_CACHE_HOME` whose module folder links to the warm
/// shared one: the prebuilt modules are reused, the stored verdicts start empty and are
/// thrown away afterwards.
struct GradeFigures {
  let context: BenchContext
  let count: Int
  let jobs = 2

  func measure() throws -> [Figure] {
    let set = try SubmissionSet(course: context.course, count: count, in: context.folder("class"))
    let cacheHome = try privateCacheHome()
    let fresh = try grade(set, cacheHome: cacheHome, extra: ["--no-cache"])
    let floor = try floorPerSubmission(set)
    let throughput = Double(count) / fresh.seconds
    let ideal = Double(jobs) / floor
    var grading = Figure(
      name: "grade --jobs \(jobs), \(count) mixed", measured: "\(Figure.number(throughput))/s",
      floor: "\(Figure.number(ideal))/s", ratio: throughput / ideal, goal: .atLeast(0.8))
    grading.note =
      "\(set.mix); \(Figure.number(fresh.seconds)) s with --no-cache; floor "
      + "\(Figure.milliseconds(floor)) per submission (bare compile + run, mean over the class); "
      + "largest process of the grade tree \(fresh.peakMegabytes) MB"
    return [grading, try regrade(set, cacheHome: cacheHome, uncached: fresh)]
  }

  private func regrade(_ set: SubmissionSet, cacheHome: URL, uncached: Graded) throws -> Figure {
    let name = "re-grade unchanged (result cache)"
    let mode = Sandbox().mode
    guard mode.isolatesUser else {
      return Figure.unavailable(
        name, target: "≥ 50x",
        reason: "the result cache is off here (isolation \(mode.rawValue) runs student programs "
          + "as the grading user, who could forge a stored verdict); `grade` never uses it")
    }
    let first = try grade(set, cacheHome: cacheHome)
    let stored = FileCount.count(under: cacheHome, suffix: ".json")
    guard stored > 0 else {
      return Figure.unavailable(
        name, target: "≥ 50x", reason: "the first grading stored no verdicts")
    }
    let again = try grade(set, cacheHome: cacheHome)
    guard again.summary == uncached.summary, first.summary == uncached.summary else {
      throw BenchError(
        "cached verdicts differ from fresh ones: \(again.summary) vs \(uncached.summary)")
    }
    var figure = Figure(
      name: name, measured: "\(Figure.number(again.seconds)) s",
      floor: "\(Figure.number(first.seconds)) s", ratio: first.seconds / again.seconds,
      goal: .atLeast(50))
    figure.note = "\(count) submissions, \(stored) verdicts stored by the first grading"
    return figure
  }

  /// One `grade` run: wall time and the report's summary.
  private struct Graded {
    var seconds: Double
    var summary: BatchReport.Summary
    var peakMegabytes: Int
  }

  private func grade(_ set: SubmissionSet, cacheHome: URL, extra: [String] = []) throws -> Graded {
    let report = set.folder.deletingLastPathComponent()
      .appendingPathComponent("report-\(UUID().uuidString.prefix(6)).json")
    let run = try context.runTutor(
      [
        "grade", set.folder.path, "--jobs", "\(jobs)", "--format", "json", "--output", report.path,
        "--lessons", context.home.lessons.path,
      ] + extra,
      environment: ["XDG_CACHE_HOME": cacheHome.path])
    guard run.succeeded, let data = FileManager.default.contents(atPath: report.path) else {
      throw BenchError("grade exited \(run.status):\n\(run.output.suffix(2000))")
    }
    var summary = try JSONReporter.decodeBatch(data, path: report.path).summary
    guard summary.total == set.items.count else {
      throw BenchError("grade graded \(summary.total) of \(set.items.count) submissions")
    }
    summary.durationMs = 0
    return Graded(
      seconds: run.seconds, summary: summary, peakMegabytes: run.maxResidentKilobytes / 1024)
  }

  /// The mean floor per submission: each distinct source compiled and run bare once.
  private func floorPerSubmission(_ set: SubmissionSet) throws -> Double {
    var floors: [String: Double] = [:]
    for item in set.items where floors[item.sourceKey] == nil {
      let floor = FloorProgram(
        modules: context.modules, spec: ExerciseSpec(item.exercise), source: item.source,
        fileName: "\(item.exercise.id).swift")
      floors[item.sourceKey] = try floor.measure(in: context.folder("class-floor")).total
    }
    return set.items.reduce(0) { $0 + (floors[$1.sourceKey] ?? 0) } / Double(set.items.count)
  }

  /// `DIR/swift-tutor/<toolchain-id>/<modules folder>` linking to the warm module cache.
  private func privateCacheHome() throws -> URL {
    let home = try context.folder("xdg-cache")
    let toolchainFolder = home.appendingPathComponent("swift-tutor/\(context.modules.toolchain.id)")
    try FileManager.default.createDirectory(at: toolchainFolder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: toolchainFolder.appendingPathComponent(context.modules.directory.lastPathComponent),
      withDestinationURL: context.modules.directory)
    return home
  }
}

/// Counting files without following the module-cache link.
enum FileCount {
  static func count(under folder: URL, suffix: String) -> Int {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
    var count = 0
    while let path = walker.nextObject() as? String {
      if path.hasSuffix(suffix), !path.contains("/modules-") { count += 1 }
    }
    return count
  }
}
