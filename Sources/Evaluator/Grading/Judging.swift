/// How an exercise's submissions are judged: one case per kind of exercise (`kind:` in
/// `exercise.yaml`), each holding the files that kind is judged by.
///
/// ``judge`` is the one place a kind is told apart: it gives the kind's ``Judge``, and a
/// ``GradingJob`` asks that judge for everything that differs between kinds. A new kind is a
/// case here, its judge in `Grading/`, and a line in ``judge``; the README's owner table
/// names the few places outside the evaluator that read `kind:`.
public enum Judging: Sendable, Hashable {
  /// `kind: checks`: the probes of `checks.swift` (`probes`, its contents) observe the
  /// student's code and the solution's with the same seed; the grader compares the two.
  case checks(probes: String)
  /// `kind: output`: what the program prints must equal `expected` (`expected-output.txt`),
  /// trailing whitespace aside; nil: what the solution prints.
  case output(expected: String?)

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
