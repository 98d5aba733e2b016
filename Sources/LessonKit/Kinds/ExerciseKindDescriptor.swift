public import TutorSupport

/// A kind of exercise (`kind:` in `exercise.yaml`), as the course sees it: one type per kind
/// owns its word, the files of the folder it is judged by (which the loader requires, reads
/// and warns about) and what `swift-tutor new exercise --kind` writes. ``ExerciseKinds/all`` is
/// the registry the loader, `new` and grading ask; the kind's judge is its other half, in
/// `Grading` (`JudgedKind`). The README's "Adding a kind of exercise" is the recipe.
public protocol ExerciseKindDescriptor: Sendable {
  /// The word in `exercise.yaml` (`checks`).
  var name: String { get }
  /// What the kind is graded by, in the loader's messages (`graded by checks.swift`).
  var gradedBy: String { get }
  /// The files of the exercise folder the kind is judged by.
  var files: [JudgedFile] { get }
  /// The task text's example for a new exercise of the kind, in `language` (Markdown).
  func scaffoldExample(_ language: Language) -> String
  /// The Swift files of a new exercise, by file name: the starter, the solution and the files
  /// the kind is judged by, each spot to write holding `todo`.
  func scaffoldFiles(todo: String) -> [(name: String, text: String)]
}

/// A file of the exercise folder a kind is judged by.
public struct JudgedFile: Sendable, Hashable {
  /// Its name in the folder (`checks.swift`).
  public let name: String
  /// True when the loader refuses the exercise without it.
  public let required: Bool
  /// What it is for, said when it is missing (`graded by the checks in it`).
  public let purpose: String

  /// A file named `name`, `required` or not, for `purpose`.
  public init(_ name: String, required: Bool, purpose: String) {
    self.name = name
    self.required = required
    self.purpose = purpose
  }
}

/// The registry of kinds of exercise: a new kind is a type conforming to
/// ``ExerciseKindDescriptor`` (and its judge, in `Grading`) and one line here.
public enum ExerciseKinds {
  /// Every kind, in the order messages list them.
  public static let all: [any ExerciseKindDescriptor] = [ChecksKind(), OutputKind()]

  /// The kind whose word is `name`.
  public static func named(_ name: String) -> (any ExerciseKindDescriptor)? {
    all.first { $0.name == name }
  }

  /// Every kind, said for an author (the loader's errors, `new exercise --help`):
  /// "`checks` (graded by checks.swift) or `output` (graded by …)", each word after `prefix`.
  public static func described(prefix: String = "") -> String {
    let said = all.map { "`\(prefix)\($0.name)` (\($0.gradedBy))" }
    return said.dropLast().joined(separator: ", ") + (said.count > 1 ? " or " : "")
      + (said.last ?? "")
  }

  /// Every file some kind is judged by (a folder holding one its kind does not use is told so).
  static var judgedFiles: Set<String> { Set(all.flatMap { $0.files.map(\.name) }) }
}

/// How an exercise is graded (`kind:` in `exercise.yaml`): the word of a kind in
/// ``ExerciseKinds/all``.
public struct ExerciseKind: RawRepresentable, CaseIterable, Hashable, Sendable, Codable {
  /// The word in `exercise.yaml`.
  public let rawValue: String

  /// The kind `rawValue` names; nil for a word no kind has.
  public init?(rawValue: String) {
    guard ExerciseKinds.named(rawValue) != nil else { return nil }
    self.rawValue = rawValue
  }

  private init(registered name: String) { rawValue = name }

  /// `kind: checks`: the student's file is compiled with `checks.swift`; each named check
  /// passes or fails.
  public static let checks = ExerciseKind(registered: ChecksKind().name)
  /// `kind: output`: the student's program runs; what it prints must equal the expected output.
  public static let output = ExerciseKind(registered: OutputKind().name)

  /// Every kind of the registry.
  public static var allCases: [ExerciseKind] {
    ExerciseKinds.all.map { ExerciseKind(registered: $0.name) }
  }

  /// The kind's descriptor.
  public var descriptor: any ExerciseKindDescriptor {
    // Made only from the registry's words (`init?(rawValue:)` checks, the statics are its own).
    ExerciseKinds.named(rawValue) ?? ChecksKind()
  }
}
