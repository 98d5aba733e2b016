import Foundation

/// What the evaluator needs to know about an exercise, independent of how
/// lessons are stored (LessonKit's exercises convert to this).
public struct ExerciseSpec: Sendable, Hashable {
  /// How a submission is judged.
  public enum Kind: String, Sendable, Hashable {
    /// The exercise's `checks.swift` runs after the student's code.
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
  /// The checks file (kind checks).
  public var checksFile: URL?
  /// The expected output (kind output).
  public var expectedOutput: String?
  /// Per-exercise limits, when the exercise sets any.
  public var limits: SandboxLimits?
  /// The reference solution: the names it declares are the student's to declare;
  /// other names the checks use may not be re-declared (see ``ShadowRule``).
  public var solutionFile: URL?

  /// Creates a spec.
  public init(
    id: String, kind: Kind, uses: [String] = ["MealKit", "Shapes"], forbid: [String] = [],
    require: [String] = [], checksFile: URL? = nil, expectedOutput: String? = nil,
    limits: SandboxLimits? = nil, solutionFile: URL? = nil
  ) {
    self.id = id
    self.kind = kind
    self.uses = uses
    self.forbid = forbid
    self.require = require
    self.checksFile = checksFile
    self.expectedOutput = expectedOutput
    self.limits = limits
    self.solutionFile = solutionFile
  }
}
