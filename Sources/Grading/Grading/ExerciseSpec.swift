import Foundation
public import LessonKit
public import Sandbox

/// What the evaluator needs to know about an exercise, with its files' contents read once
/// (LessonKit's exercises convert to this, naming any file that cannot be read).
public struct ExerciseSpec: Sendable, Hashable {
  /// The exercise id.
  public var id: String
  /// How submissions are judged — the exercise's kind, with the files it is judged by:
  /// ``Judging/checks(probes:)`` or ``Judging/output(expected:)``.
  public var judging: Judging
  /// Sample libraries imported for the student (default: every one).
  public var uses: [SampleLibrary]
  /// Constructs the student's file must not contain.
  public var forbid: [ForbiddenConstruct]
  /// Constructs the student's file must contain.
  public var require: [RequiredConstruct]
  /// Sample-library declarations the student's file must not use (`MealKit.Meal`).
  public var forbiddenAPIs: [String]
  /// Type names the student's file must declare with `class` (`TallyCounter`).
  public var classes: [String]
  /// The reference solution: the expected observations (or output) come from it, and the
  /// names it declares are the student's to declare.
  public var solutionSource: String
  /// Per-exercise limits, when the exercise sets any.
  public var limits: SandboxLimits?

  /// Creates a spec.
  public init(
    id: String, judging: Judging, uses: [SampleLibrary] = SampleLibrary.allCases,
    forbid: [ForbiddenConstruct] = [], require: [RequiredConstruct] = [],
    forbiddenAPIs: [String] = [], classes: [String] = [], solutionSource: String,
    limits: SandboxLimits? = nil
  ) {
    self.id = id
    self.judging = judging
    self.uses = uses
    self.forbid = forbid
    self.require = require
    self.forbiddenAPIs = forbiddenAPIs
    self.classes = classes
    self.solutionSource = solutionSource
    self.limits = limits
  }

  /// The name a submission is compiled and reported under, whatever its file is called:
  /// `<id>.swift`, the name `grade` requires.
  public var sourceFileName: String { id + ".swift" }

  /// The modules a graded program of this exercise imports for the student.
  public var importedModules: [String] { uses.map(\.rawValue) }

  /// The modules a graded program of this exercise links.
  public var linkedModules: [String] { importedModules + ["TutorChecks", "PlaygroundRuntime"] }
}
