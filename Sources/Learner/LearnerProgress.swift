import Foundation

/// What a learner has done: where they are, what they passed, how many hints they saw.
///
/// Stored as `progress.json` by ``ProgressStore``. Unknown keys in a newer file are ignored,
/// missing keys take their defaults, so the file survives upgrades in both directions.
public struct LearnerProgress: Codable, Equatable, Sendable {
  /// The format version written by this build.
  public static let currentVersion = 1

  /// The format version of the file this was read from.
  public var version: Int = LearnerProgress.currentVersion
  /// The id of the lesson the learner is on (`nil`: the first unfinished one).
  public var currentLesson: String?
  /// The exercise the learner works on (`nil`: the lesson's first unfinished one).
  public var currentExercise: String?
  /// The ids of the exercises passed.
  public var passed: Set<String> = []
  /// How many hints of each exercise were shown.
  public var hintsUsed: [String: Int] = [:]
  /// The language chosen with `:lang` (`nil`: from the environment).
  public var language: String?

  /// Empty progress: nothing passed, no lesson chosen.
  public init() {}

  enum CodingKeys: String, CodingKey {
    case version
    case currentLesson = "current_lesson"
    case currentExercise = "current_exercise"
    case passed
    case hintsUsed = "hints_used"
    case language
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    version =
      try values.decodeIfPresent(Int.self, forKey: .version) ?? LearnerProgress.currentVersion
    currentLesson = try values.decodeIfPresent(String.self, forKey: .currentLesson)
    currentExercise = try values.decodeIfPresent(String.self, forKey: .currentExercise)
    passed = Set(try values.decodeIfPresent([String].self, forKey: .passed) ?? [])
    hintsUsed = try values.decodeIfPresent([String: Int].self, forKey: .hintsUsed) ?? [:]
    language = try values.decodeIfPresent(String.self, forKey: .language)
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(LearnerProgress.currentVersion, forKey: .version)
    try values.encodeIfPresent(currentLesson, forKey: .currentLesson)
    try values.encodeIfPresent(currentExercise, forKey: .currentExercise)
    try values.encode(passed.sorted(), forKey: .passed)
    try values.encode(hintsUsed, forKey: .hintsUsed)
    try values.encodeIfPresent(language, forKey: .language)
  }

  /// Forgets the pass and the hints of `exercise`.
  public mutating func reset(exercise: String) {
    passed.remove(exercise)
    hintsUsed[exercise] = nil
    if currentExercise == exercise { currentExercise = nil }
  }
}
