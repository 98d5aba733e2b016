import Foundation

/// What the evaluator needs to know about an exercise, with its files' contents read once
/// (LessonKit's exercises convert to this, naming any file that cannot be read).
public struct ExerciseSpec: Sendable, Hashable {
  /// How a submission is judged.
  public enum Kind: String, Sendable, Hashable {
    /// The exercise's probes (`checks.swift`) observe the student's code and the solution's;
    /// the grader compares the two.
    case checks
    /// The student's program output must equal the expected output.
    case output
  }

  /// The exercise id.
  public var id: String
  /// How submissions are judged.
  public var kind: Kind
  /// Sample modules imported for the student (default: MealKit and Shapes).
  public var uses: [String]
  /// Constructs the student's file must not contain (`force-unwrap`, …).
  public var forbid: [String]
  /// Constructs the student's file must contain (`if-let`, …).
  public var require: [String]
  /// Sample-library declarations the student's file must not use (`MealKit.Meal`).
  public var forbiddenAPIs: [String]
  /// The probes, `checks.swift` (kind checks).
  public var checksSource: String?
  /// The reference solution: the expected observations (or output) come from it, and the
  /// names it declares are the student's to declare.
  public var solutionSource: String
  /// The expected output (kind output); nil: what the solution prints.
  public var expectedOutput: String?
  /// Per-exercise limits, when the exercise sets any.
  public var limits: SandboxLimits?

  /// Creates a spec.
  public init(
    id: String, kind: Kind, uses: [String] = ["MealKit", "Shapes"], forbid: [String] = [],
    require: [String] = [], forbiddenAPIs: [String] = [], checksSource: String? = nil,
    solutionSource: String, expectedOutput: String? = nil, limits: SandboxLimits? = nil
  ) {
    self.id = id
    self.kind = kind
    self.uses = uses
    self.forbid = forbid
    self.require = require
    self.forbiddenAPIs = forbiddenAPIs
    self.checksSource = checksSource
    self.solutionSource = solutionSource
    self.expectedOutput = expectedOutput
    self.limits = limits
  }

  /// The modules a graded program of this exercise links.
  var linkedModules: [String] { uses + ["TutorChecks", "PlaygroundRuntime"] }
}
