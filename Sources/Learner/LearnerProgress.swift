import Foundation

/// What a learner has done: where they are, what they passed, which hints they saw.
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
  /// The hints of each exercise shown, by their number in the task's list (from 1), in the
  /// order they were shown.
  public var hintsSeen: [String: [Int]] = [:]
  /// The hints the failing checks of each exercise's last Check named (``TestResult/hint``),
  /// the first failing check's first; none once the exercise passed.
  public var checkHints: [String: [Int]] = [:]
  /// The language chosen with `:lang` (`nil`: from the environment).
  public var language: String?
  /// A classroom student's name or student number, as they typed it (shown to the teacher
  /// only); nil for the machine's own learner and a student who has not given one.
  public var displayName: String?
  /// A classroom student's id on the teacher's roster (`serve --roster`), set when they opened
  /// their own link: what names their folder in an export. Nil without a roster.
  public var rosterID: String?
  /// A classroom student's last Check of each exercise, by exercise id (the teacher's view).
  public var lastChecks: [String: CheckRecord] = [:]
  /// The exercises whose solution a classroom student opened before passing them.
  public var solutionsSeen: Set<String> = []
  /// What a classroom student did with each exercise over time, by exercise id.
  public var activity: [String: ExerciseActivity] = [:]

  /// Empty progress: nothing passed, no lesson chosen.
  public init() {}

  enum CodingKeys: String, CodingKey {
    case version
    case currentLesson = "current_lesson"
    case currentExercise = "current_exercise"
    case passed
    case hintsUsed = "hints_used"
    case hintsSeen = "hints_seen"
    case checkHints = "check_hints"
    case language
    case displayName = "display_name"
    case rosterID = "roster_id"
    case lastChecks = "last_checks"
    case solutionsSeen = "solutions_seen"
    case activity
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    version =
      try values.decodeIfPresent(Int.self, forKey: .version) ?? LearnerProgress.currentVersion
    currentLesson = try values.decodeIfPresent(String.self, forKey: .currentLesson)
    currentExercise = try values.decodeIfPresent(String.self, forKey: .currentExercise)
    passed = Set(try values.decodeIfPresent([String].self, forKey: .passed) ?? [])
    // A file from before `hints_seen` counted hints only: n seen means hints 1…n.
    let used = try values.decodeIfPresent([String: Int].self, forKey: .hintsUsed) ?? [:]
    let seen = try values.decodeIfPresent([String: [Int]].self, forKey: .hintsSeen) ?? [:]
    hintsSeen = Self.numbers(counted: used).merging(seen.mapValues(Self.kept)) { $1 }
    checkHints =
      (try values.decodeIfPresent([String: [Int]].self, forKey: .checkHints) ?? [:])
      .mapValues(Self.kept)
    language = try values.decodeIfPresent(String.self, forKey: .language)
    displayName = try values.decodeIfPresent(String.self, forKey: .displayName)
    rosterID = try values.decodeIfPresent(String.self, forKey: .rosterID)
    lastChecks =
      try values.decodeIfPresent([String: CheckRecord].self, forKey: .lastChecks) ?? [:]
    solutionsSeen = Set(try values.decodeIfPresent([String].self, forKey: .solutionsSeen) ?? [])
    activity =
      try values.decodeIfPresent([String: ExerciseActivity].self, forKey: .activity) ?? [:]
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(LearnerProgress.currentVersion, forKey: .version)
    try values.encodeIfPresent(currentLesson, forKey: .currentLesson)
    try values.encodeIfPresent(currentExercise, forKey: .currentExercise)
    try values.encode(passed.sorted(), forKey: .passed)
    try values.encode(hintsUsed, forKey: .hintsUsed)  // what older builds read
    if !hintsSeen.isEmpty { try values.encode(hintsSeen, forKey: .hintsSeen) }
    if !checkHints.isEmpty { try values.encode(checkHints, forKey: .checkHints) }
    try values.encodeIfPresent(language, forKey: .language)
    // The classroom's keys only when there is something: a learner's file stays as it was.
    try values.encodeIfPresent(displayName, forKey: .displayName)
    try values.encodeIfPresent(rosterID, forKey: .rosterID)
    if !lastChecks.isEmpty { try values.encode(lastChecks, forKey: .lastChecks) }
    if !solutionsSeen.isEmpty { try values.encode(solutionsSeen.sorted(), forKey: .solutionsSeen) }
    if !activity.isEmpty { try values.encode(activity, forKey: .activity) }
  }

  /// How many hints of each exercise were shown. Setting it keeps the hints seen of an
  /// exercise whose count stays, and takes a new count n as hints 1…n.
  public var hintsUsed: [String: Int] {
    get { hintsSeen.filter { !$0.value.isEmpty }.mapValues(\.count) }
    set {
      hintsSeen = newValue.reduce(into: [:]) { seen, pair in
        let (exercise, count) = pair
        if let kept = hintsSeen[exercise], kept.count == count {
          seen[exercise] = kept
        } else if count > 0 {
          seen[exercise] = Array(1...count)
        }
      }
    }
  }

  /// Each count n as hints 1…n.
  private static func numbers(counted: [String: Int]) -> [String: [Int]] {
    counted.filter { $0.value > 0 }.mapValues { Array(1...$0) }
  }

  /// `numbers` without the ones that name no hint (below 1) and without repeats, in order.
  private static func kept(_ numbers: [Int]) -> [Int] {
    var kept: [Int] = []
    for number in numbers where number >= 1 && !kept.contains(number) { kept.append(number) }
    return kept
  }

  /// Forgets the pass and the hints of `exercise`.
  public mutating func reset(exercise: String) {
    passed.remove(exercise)
    hintsSeen[exercise] = nil
    checkHints[exercise] = nil
    if currentExercise == exercise { currentExercise = nil }
  }
}
