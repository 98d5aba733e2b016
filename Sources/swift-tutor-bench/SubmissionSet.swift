import Foundation
import Grading
import LessonKit

/// A generated class of submissions, `DIR/<student>/<exercise-id>.swift`, made from the
/// course's own files: every exercise's solution and starter, plus some broken files
/// (a compile error, or a crash in top-level code).
struct SubmissionSet {
  /// What a generated file is.
  enum Variant: String {
    case solution, starter
    case compileError = "compile error"
    case crash
  }

  /// One submission and what it was made from.
  struct Item {
    var exercise: Exercise
    var variant: Variant
    var source: String
    /// Items made from the same exercise and variant differ only in a last comment line.
    var sourceKey: String { "\(exercise.id)/\(variant.rawValue)" }
  }

  let folder: URL
  let items: [Item]

  /// Writes `count` submissions into `folder`, cycling over the exercises: two rounds of
  /// solutions and starters each, then a round where every other file is broken.
  init(course: Course, count: Int, in folder: URL) throws {
    self.folder = folder
    let exercises = course.exercises
    guard !exercises.isEmpty else { throw BenchError("the course has no exercises") }
    var items: [Item] = []
    for index in 0..<count {
      let exercise = exercises[index % exercises.count]
      let variant = Self.variant(round: index / exercises.count, position: index % exercises.count)
      let file = variant == .starter ? exercise.files.starter : exercise.files.solution
      // The last line makes every file unique, as a real class's files are, so no
      // submission is answered from another's stored verdict.
      let source =
        try String(contentsOf: file, encoding: .utf8) + Self.suffix(variant)
        + "\n// submission \(index)\n"
      let student = folder.appendingPathComponent(Self.student(index))
      try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: student.appendingPathComponent("\(exercise.id).swift"))
      items.append(Item(exercise: exercise, variant: variant, source: source))
    }
    self.items = items
  }

  /// The folder name of submission `index`.
  static func student(_ index: Int) -> String { String(format: "student-%03d", index) }

  /// The submission index of a student folder name.
  static func index(ofStudent name: String) -> Int? {
    name.hasPrefix("student-") ? Int(name.dropFirst(8)) : nil
  }

  /// The file of submission `index`.
  func file(_ index: Int) -> URL {
    folder.appendingPathComponent("\(Self.student(index))/\(items[index].exercise.id).swift")
  }

  private static func variant(round: Int, position: Int) -> Variant {
    switch round % 5 {
    case 0, 2: return .solution
    case 1, 3: return .starter
    default:
      switch position % 4 {
      case 1: return .compileError
      case 3: return .crash
      default: return .solution
      }
    }
  }

  private static func suffix(_ variant: Variant) -> String {
    switch variant {
    case .solution, .starter: ""
    case .compileError: "\nlet benchBroken: Int = \"not a number\"\n"
    case .crash: "\nlet benchEmpty: [Int] = []\nprint(benchEmpty[1])\n"
    }
  }

  /// How many submissions of each variant, for the report.
  var mix: String {
    let counts = Dictionary(grouping: items, by: \.variant).mapValues(\.count)
    return [Variant.solution, .starter, .compileError, .crash]
      .map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
  }
}
