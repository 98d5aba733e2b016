import Foundation
import Grading
import LessonKit
import SwiftToolchain

/// `validate` over a copy of the bundled course: a first run (`--no-cache`: every exercise and
/// code block checked), the unchanged course again (everything from the cache), and again after
/// one exercise changed (a comment added to its solution: that exercise alone is checked) —
/// a typical one, `optional-binding` (four wrong answers), then the heaviest, `team-score`
/// (seven wrong answers, each swept through 100 rounds of checks that draw arrays of up to
/// 30 000 scores). Each is one run, timed from spawn to exit; the cache line `validate` prints
/// is read to make sure each run did what it is named for.
struct ValidateFigures {
  let context: BenchContext

  static let names = [
    "validate, first run (--no-cache)", "validate again, unchanged",
    "validate, one exercise changed", "validate, the heaviest exercise changed",
  ]

  func measure() throws -> [Figure] {
    let course = try context.folder("validate").appendingPathComponent("Lessons")
    try FileManager.default.copyItem(at: context.home.lessons, to: course)
    let references = context.modules.directory.deletingLastPathComponent()
      .appendingPathComponent("references")
    let built = FolderEntries.count(in: references)
    let first = try run(course, extra: ["--no-cache"])
    let newReferences = FolderEntries.count(in: references) - built
    let exercises = context.course.exercises.count
    let second = try run(course, cachedExercises: exercises)
    let typical = try change("optional-binding", in: course, cachedExercises: exercises - 1)
    let heaviest = try change("team-score", in: course, cachedExercises: exercises - 1)
    var figures = [
      Figure(name: Self.names[0], measured: "\(Figure.number(first)) s", ok: true, target: "—")
    ]
    figures[0].note =
      "\(exercises) exercises and every code block checked, --jobs "
      + "\(ProcessInfo.processInfo.activeProcessorCount); \(newReferences) reference programs "
      + "built for this build of swift-tutor (0: built by an earlier run)"
    for (name, seconds, note) in [
      (Self.names[1], second, "every exercise and code block from the cache"),
      (Self.names[2], typical, "optional-binding checked again, the rest from the cache"),
    ] {
      var figure = Figure(
        name: name, measured: "\(Figure.number(seconds)) s", floor: "\(Figure.number(first)) s",
        ratio: seconds / first, goal: .atMost(0.25))
      figure.note = "floor column = the first run; " + note
      figures.append(figure)
    }
    var heavy = Figure(
      name: Self.names[3], measured: "\(Figure.number(heaviest)) s", ok: true, target: "—")
    heavy.note =
      "team-score checked again (\(Figure.number(heaviest / first * 100))% of the first run): "
      + "eight programs each swept through 100 rounds of its checks"
    return figures + [heavy]
  }

  /// Adds a comment to the solution of exercise `id` in `course`, then validates it.
  private func change(_ id: String, in course: URL, cachedExercises: Int) throws -> Double {
    let exercise = try context.exercise(id)
    let inside = String(
      exercise.files.solution.standardizedFileURL.path.dropFirst(
        context.home.lessons.standardizedFileURL.path.count + 1))
    let handle = try FileHandle(forWritingTo: course.appendingPathComponent(inside))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("// changed by swift-tutor-bench \(UUID())\n".utf8))
    try handle.close()
    return try run(course, cachedExercises: cachedExercises)
  }

  /// The seconds `validate COURSE` took; throws when it found a problem, or took other than
  /// `cachedExercises` exercises from the cache.
  private func run(_ course: URL, extra: [String] = [], cachedExercises: Int? = nil) throws
    -> Double
  {
    let result = try context.runTutor(["validate", course.path, "--lang", "en"] + extra)
    guard result.succeeded else {
      throw BenchError("validate exited \(result.status): \(result.output.suffix(1500))")
    }
    if let cachedExercises,
      !result.output.contains("cache, unchanged since they were checked: \(cachedExercises) of")
    {
      throw BenchError(
        "validate took other than \(cachedExercises) exercises from the cache: "
          + "\(result.output.suffix(400))")
    }
    return result.seconds
  }
}

/// How many entries a folder has (0 when it does not exist).
private enum FolderEntries {
  static func count(in folder: URL) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.count ?? 0
  }
}
