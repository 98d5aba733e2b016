import Foundation
import LessonKit
import SwiftToolchain

/// How an exercise's submissions are judged: its kind's ``Judge``, holding the files the kind
/// is judged by, read from the course by ``init(_:)``.
///
/// A kind is its descriptor in LessonKit's registry (`ExerciseKinds.all`: its word, files and
/// scaffold) and, here, its ``JudgedKind`` conformance, which reads those files into a judge
/// (`ChecksJudge.swift`, `OutputJudge.swift`). A ``GradingJob`` asks the judge for everything
/// that differs between kinds; `validate` asks ``checksFile`` (a kind with probes is validated
/// against its reference and swept with its wrong answers, any other grades them once).
public struct Judging: Sendable, Hashable {
  /// The kind's word (`checks`).
  public let kind: String
  /// The judge.
  let judge: any Judge
  /// The kind and every text it is judged by, quoted, as one string: what the digests of
  /// caches keyed on an exercise take (with the tool's build, which fixes this spelling), so
  /// that a new kind's files are in them without anyone remembering to add them.
  let fingerprint: String

  /// The judging of kind `kind` by `judge`.
  init(kind: String, judge: any Judge) {
    self.kind = kind
    self.judge = judge
    fingerprint = kind + ":" + String(reflecting: judge)
  }

  /// The judging of `exercise`'s kind (`kind:` in `exercise.yaml`), the files it is judged by
  /// read now; throws naming a file that cannot be read, or a kind no judge is written for.
  init(_ exercise: Exercise) throws {
    guard let judged = exercise.kind.descriptor as? any JudgedKind else {
      throw EvaluatorError.badInput(
        path: exercise.files.manifest.path,
        reason: "no judge is written for `kind: \(exercise.kind.rawValue)`")
    }
    self = try judged.judging(of: exercise)
  }

  /// The checks file its judge compiles beside the student's code, if any (for `validate`,
  /// which names its lines, runs its reference and sweeps its wrong answers).
  package var checksFile: String? { judge.checksFile }

  public static func == (lhs: Judging, rhs: Judging) -> Bool {
    lhs.fingerprint == rhs.fingerprint
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }
}

/// A kind of exercise's grading half: reads the files its descriptor names into its judge.
/// `extension ChecksKind: JudgedKind` is in `ChecksJudge.swift`.
protocol JudgedKind: ExerciseKindDescriptor {
  /// The judging of `exercise`, the files it is judged by read now.
  func judging(of exercise: Exercise) throws -> Judging
}
