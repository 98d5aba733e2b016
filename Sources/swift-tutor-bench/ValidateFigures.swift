import Foundation

/// `validate` over a copy of the bundled course three ways: a first run (`--no-cache`: every
/// exercise and code block checked), the unchanged course again (everything from the cache),
/// and again after one exercise changed (a comment added to its solution: that exercise alone
/// is checked). Each is one run, timed from spawn to exit; the cache line `validate` prints is
/// read to make sure each run did what it is named for.
struct ValidateFigures {
  let context: BenchContext
  /// The exercise changed for the third run.
  let changed = "team-score"

  static let names = [
    "validate, first run (--no-cache)", "validate again, unchanged",
    "validate, one exercise changed",
  ]

  func measure() throws -> [Figure] {
    let course = try context.folder("validate").appendingPathComponent("Lessons")
    try FileManager.default.copyItem(at: context.home.lessons, to: course)
    let first = try run(course, extra: ["--no-cache"])
    let exercises = context.course.exercises.count
    let second = try run(course, cachedExercises: exercises)
    let exercise = try context.exercise(changed)
    let inside = String(
      exercise.files.solution.standardizedFileURL.path.dropFirst(
        context.home.lessons.standardizedFileURL.path.count + 1))
    let solution = course.appendingPathComponent(inside)
    let handle = try FileHandle(forWritingTo: solution)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("// changed by swift-tutor-bench \(UUID())\n".utf8))
    try handle.close()
    let third = try run(course, cachedExercises: exercises - 1)
    var firstFigure = Figure(
      name: Self.names[0], measured: "\(Figure.number(first)) s", ok: true, target: "—")
    firstFigure.note =
      "\(exercises) exercises and every code block checked, --jobs "
      + "\(ProcessInfo.processInfo.activeProcessorCount)"
    var again = Figure(
      name: Self.names[1], measured: "\(Figure.number(second)) s",
      floor: "\(Figure.number(first)) s", ratio: second / first, goal: .atMost(0.25))
    again.note = "floor column = the first run; every exercise and code block from the cache"
    var one = Figure(
      name: Self.names[2], measured: "\(Figure.number(third)) s",
      floor: "\(Figure.number(first)) s", ratio: third / first, goal: .atMost(0.25))
    one.note = "floor column = the first run; \(changed) checked again, the rest from the cache"
    return [firstFigure, again, one]
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
