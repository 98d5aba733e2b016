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
  /// A classroom student's name or student number, as they typed it (shown to the teacher
  /// only); nil for the machine's own learner and a student who has not given one.
  public var displayName: String?
  /// A classroom student's last Check of each exercise, by exercise id (the teacher's view).
  public var lastChecks: [String: CheckRecord] = [:]
  /// The exercises whose solution a classroom student opened before passing them.
  public var solutionsSeen: Set<String> = []

  /// Empty progress: nothing passed, no lesson chosen.
  public init() {}

  enum CodingKeys: String, CodingKey {
    case version
    case currentLesson = "current_lesson"
    case currentExercise = "current_exercise"
    case passed
    case hintsUsed = "hints_used"
    case language
    case displayName = "display_name"
    case lastChecks = "last_checks"
    case solutionsSeen = "solutions_seen"
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
    displayName = try values.decodeIfPresent(String.self, forKey: .displayName)
    lastChecks =
      try values.decodeIfPresent([String: CheckRecord].self, forKey: .lastChecks) ?? [:]
    solutionsSeen = Set(try values.decodeIfPresent([String].self, forKey: .solutionsSeen) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(LearnerProgress.currentVersion, forKey: .version)
    try values.encodeIfPresent(currentLesson, forKey: .currentLesson)
    try values.encodeIfPresent(currentExercise, forKey: .currentExercise)
    try values.encode(passed.sorted(), forKey: .passed)
    try values.encode(hintsUsed, forKey: .hintsUsed)
    try values.encodeIfPresent(language, forKey: .language)
    // The classroom's keys only when there is something: a learner's file stays as it was.
    try values.encodeIfPresent(displayName, forKey: .displayName)
    if !lastChecks.isEmpty { try values.encode(lastChecks, forKey: .lastChecks) }
    if !solutionsSeen.isEmpty { try values.encode(solutionsSeen.sorted(), forKey: .solutionsSeen) }
  }

  /// Forgets the pass and the hints of `exercise`.
  public mutating func reset(exercise: String) {
    passed.remove(exercise)
    hintsUsed[exercise] = nil
    if currentExercise == exercise { currentExercise = nil }
  }
}
