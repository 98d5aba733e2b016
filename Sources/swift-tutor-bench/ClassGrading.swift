import Foundation
import Grading
import LessonKit
import Reports
import SwiftToolchain

/// `swift-tutor grade --jobs N` over a generated class, the way a CI job runs it.
///
/// It runs in a private `XDG_CACHE_HOME`: its module folder links to the warm shared one, so the
/// prebuilt modules are reused while stored verdicts start empty and are thrown away with
/// the scratch folder. A warm cache also holds the course's reference programs (built once per
/// course and tool version, like the modules) and the compiler's clang module cache (linking
/// the shared one breaks compiles: clang finds each module at two paths), so one unmeasured
/// grading of a solution per exercise builds both first; its time is kept as
/// ``referenceSeconds``.
///
/// Every run's verdicts are checked against what each file was made from: a grading that
/// fails solutions or passes broken files measures nothing, and stops the figure.
struct ClassGrading {
  let context: BenchContext
  let set: SubmissionSet
  let jobs: Int
  let cacheHome: URL

  /// One `grade` run: wall time, the report's counts, the largest process of its tree.
  struct Run {
    var seconds: Double
    var summary: BatchReport.Summary
    var peakKilobytes: Int
  }

  init(context: BenchContext, set: SubmissionSet, jobs: Int) throws {
    self.context = context
    self.set = set
    self.jobs = jobs
    cacheHome = try context.folder("xdg-cache")
    let toolchain = cacheHome.appendingPathComponent("swift-tutor/\(context.modules.toolchain.id)")
    try FileManager.default.createDirectory(at: toolchain, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: toolchain.appendingPathComponent(context.modules.directory.lastPathComponent),
      withDestinationURL: context.modules.directory)
    referenceSeconds = try Self.warmUp(
      context: context, set: set, jobs: jobs, cacheHome: cacheHome)
  }

  /// Seconds the warm-up grading took: every exercise's reference program built and run once.
  private(set) var referenceSeconds = 0.0

  /// Grades one solution per exercise in a folder of its own, without storing verdicts.
  private static func warmUp(
    context: BenchContext, set: SubmissionSet, jobs: Int, cacheHome: URL
  ) throws -> Double {
    let folder = try context.folder("class-warm-up")
    var seen: Set<String> = []
    for (index, item) in set.items.enumerated()
    where item.variant == .solution && seen.insert(item.exercise.id).inserted {
      let student = folder.appendingPathComponent("warm-up")
      try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: set.file(index), to: student.appendingPathComponent("\(item.exercise.id).swift"))
    }
    let warmUp = try context.runTutor(
      [
        "grade", folder.path, "--jobs", "\(jobs)", "--no-cache", "--format", "json",
        "--lessons", context.home.lessons.path,
      ],
      environment: ["XDG_CACHE_HOME": cacheHome.path])
    guard warmUp.succeeded else {
      throw BenchError("warm-up grading in a private cache failed:\n\(warmUp.output.suffix(2000))")
    }
    return warmUp.seconds
  }

  /// Grades the class once (`--no-cache` unless `cached`).
  func run(cached: Bool) throws -> Run {
    let report = cacheHome.deletingLastPathComponent()
      .appendingPathComponent("report-\(UUID().uuidString.prefix(6)).json")
    let run = try context.runTutor(
      [
        "grade", set.folder.path, "--jobs", "\(jobs)", "--format", "json", "--output", report.path,
        "--lessons", context.home.lessons.path,
      ] + (cached ? [] : ["--no-cache"]),
      environment: ["XDG_CACHE_HOME": cacheHome.path])
    guard run.succeeded, let data = FileManager.default.contents(atPath: report.path) else {
      throw BenchError("grade exited \(run.status):\n\(run.output.suffix(2000))")
    }
    let batch = try JSONReporter.decodeBatch(data, path: report.path)
    try check(batch)
    var summary = batch.summary
    summary.durationMs = 0
    return Run(seconds: run.seconds, summary: summary, peakKilobytes: run.maxResidentKilobytes)
  }

  /// Verdicts stored in the private cache so far.
  var storedVerdicts: Int {
    let results = cacheHome.appendingPathComponent(
      "swift-tutor/\(context.modules.toolchain.id)/results")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: results.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.count
  }

  /// Throws unless every submission got the verdict its making implies.
  private func check(_ batch: BatchReport) throws {
    guard batch.results.count == set.items.count else {
      throw BenchError("grade graded \(batch.results.count) of \(set.items.count) submissions")
    }
    let wrong = batch.results.compactMap { result -> String? in
      guard let index = result.student.flatMap(SubmissionSet.index(ofStudent:)),
        set.items.indices.contains(index)
      else { return "unexpected student \(result.student ?? "nil")" }
      let variant = set.items[index].variant
      let expected: Bool
      switch variant {
      case .solution: expected = result.status == .pass
      case .starter: expected = result.status != .pass
      case .compileError: expected = result.message?.contains("did not compile") == true
      case .crash: expected = result.status != .pass
      }
      if expected { return nil }
      let message = (result.message ?? "").prefix(300)
      return "\(result.student ?? "")/\(result.exercise) (\(variant.rawValue)): "
        + "\(result.status.rawValue) \(message)"
    }
    if !wrong.isEmpty {
      throw BenchError(
        "\(wrong.count) verdicts are not what the files imply:\n"
          + wrong.prefix(5).joined(separator: "\n"))
    }
  }
}
