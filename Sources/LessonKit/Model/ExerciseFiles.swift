public import Foundation
public import TutorSupport

/// Where an exercise's files are.
///
/// The loader has checked that the required ones exist; optional ones are nil when absent.
public struct ExerciseFiles: Hashable, Sendable {
  /// The exercise folder (`…/exercises/<id>`).
  public let folder: URL
  /// `exercise.yaml`.
  public let manifest: URL
  /// `starter.swift`: what the student starts from.
  public let starter: URL
  /// `starter.zh-Hans.swift` and the like: the starter with its comments in another language.
  public let translatedStarters: [Language: URL]
  /// `solution.swift`: a passing answer.
  public let solution: URL
  /// The files the exercise's kind is judged by that the folder has, by name
  /// (``ExerciseKindDescriptor/files``).
  public let judgedBy: [String: URL]
  /// `checks.swift`, for `kind: checks`.
  public var checks: URL? { judgedBy["checks.swift"] }
  /// `expected-output.txt`, for `kind: output` (nil: run the solution to get it).
  public var expectedOutput: URL? { judgedBy["expected-output.txt"] }
  /// `wrong-answers/*.swift`: plausible wrong answers, which `validate` makes sure the checks
  /// catch on every seed it tries (sorted by name).
  public let wrongAnswers: [URL]

  /// Creates the file set.
  public init(
    folder: URL, manifest: URL, starter: URL, solution: URL, judgedBy: [String: URL],
    translatedStarters: [Language: URL] = [:], wrongAnswers: [URL] = []
  ) {
    self.wrongAnswers = wrongAnswers
    self.folder = folder
    self.manifest = manifest
    self.starter = starter
    self.translatedStarters = translatedStarters
    self.solution = solution
    self.judgedBy = judgedBy
  }

  /// The folder of wrong answers.
  public static let wrongAnswersFolder = "wrong-answers"

  /// The starter in `language`: its translation when there is one, else `starter.swift`.
  public func starter(_ language: Language) -> URL {
    translatedStarters[language] ?? starter
  }
}
