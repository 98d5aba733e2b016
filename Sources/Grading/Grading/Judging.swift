import Foundation
import LessonKit

/// How an exercise's submissions are judged: one case per kind of exercise (`kind:` in
/// `exercise.yaml`), each holding the files that kind is judged by.
///
/// ``judge`` is the one place a kind is told apart: it gives the kind's ``Judge``, and a
/// ``GradingJob`` asks that judge for everything that differs between kinds; ``init(_:)``
/// reads a course exercise's files into its case. A new kind is a case here, a line in each
/// of those two, and its judge in `Grading/`; the README's owner table names the few places
/// outside the evaluator that read `kind:`.
public enum Judging: Sendable, Hashable {
  /// `kind: checks`: the probes of `checks.swift` (`probes`, its contents) observe the
  /// student's code and the solution's with the same seed; the grader compares the two.
  case checks(probes: String)
  /// `kind: output`: what the program prints must equal `expected` (`expected-output.txt`),
  /// trailing whitespace aside; nil: what the solution prints.
  case output(expected: String?)

  /// The judging of `exercise`'s kind (`kind:` in `exercise.yaml`), the files it is judged by
  /// read now; throws naming a file that cannot be read.
  init(_ exercise: Exercise) throws {
    switch exercise.kind {
    case .checks:
      // The loader refuses a `checks` exercise without the file; one made by hand is named.
      let checks =
        exercise.files.checks ?? exercise.files.folder.appendingPathComponent("checks.swift")
      self = .checks(probes: try ExerciseSpec.read(checks))
    case .output:
      self = .output(expected: try exercise.files.expectedOutput.map(ExerciseSpec.read))
    }
  }

  /// The checks file its judge compiles beside the student's code, if any (for `validate`,
  /// which names its lines).
  package var checksFile: String? { judge.checksFile }

  /// The judge of this kind.
  var judge: any Judge {
    switch self {
    case .checks(let probes): ChecksJudge(probes: probes)
    case .output(let expected): OutputJudge(expectedOutput: expected)
    }
  }

  /// The kind and every text it is judged by, quoted, as one string: what the digests of
  /// caches keyed on an exercise take (with the tool's build, which fixes this spelling), so
  /// that a new kind's files are in them without anyone remembering to add them.
  var fingerprint: String { String(reflecting: self) }
}
