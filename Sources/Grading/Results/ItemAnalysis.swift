/// What a class got wrong, exercise by exercise: how many passed, which checks failed most,
/// and for each failing check the wrong answers students gave, grouped, with how many gave each.
///
/// The numbers behind `grade --format html` and the JSON summary's `exercises`.
public enum ItemAnalysis {
  /// One exercise across the class.
  public struct Exercise: Codable, Sendable, Hashable {
    /// The exercise id.
    public var id: String
    /// Students who handed it in.
    public var handedIn: Int
    /// Students who passed it.
    public var passed: Int
    /// Students it was assigned to who handed nothing in.
    public var missing: Int
    /// Its checks, the most failed first (then in the exercise's order).
    public var checks: [Check]

    enum CodingKeys: String, CodingKey {
      case id, passed, missing, checks
      case handedIn = "handed_in"
    }
  }

  /// One check across the class.
  public struct Check: Codable, Sendable, Hashable {
    /// The check's name.
    public var name: String
    /// Students whose file got as far as this check.
    public var ran: Int
    /// Students who failed it.
    public var failed: Int
    /// Students for whom it could not finish (a crash, a time limit).
    public var errors: Int
    /// The wrong observations, the most common first (at most ``commonLimit``).
    public var wrong: [Wrong]
    /// Students who failed it in an earlier Check and pass it in their latest (the teacher's
    /// view, which keeps every Check; nil where only the latest is known, as in `grade`).
    public var fixedLater: Int?

    enum CodingKeys: String, CodingKey {
      case name, ran, failed, errors, wrong
      case fixedLater = "fixed_later"
    }
  }

  /// One wrong observation and how many students gave it.
  public struct Wrong: Codable, Sendable, Hashable {
    /// What was observed, the value expected and the value given (nil: none).
    public var observed: Observed
    /// How many students gave it.
    public var students: Int
    /// True when those students gave it in an earlier Check and fixed it since (the teacher's
    /// view); absent otherwise.
    public var fixedLater: Bool?

    enum CodingKeys: String, CodingKey {
      case observed, students
      case fixedLater = "fixed_later"
    }

    /// `observed`, given by `students`.
    public init(observed: Observed, students: Int) {
      self.observed = observed
      self.students = students
    }
  }

  /// The most wrong observations kept per check.
  public static let commonLimit = 5

  /// The analysis of `results`, exercises in the order of `order` (then by id).
  public static func of(_ results: [GradeResult], order: [String] = []) -> [Exercise] {
    let byExercise = Dictionary(grouping: results.filter { !$0.exercise.isEmpty }, by: \.exercise)
    let ids = byExercise.keys.sorted {
      (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1)
    }
    return ids.map { id in
      let results = byExercise[id] ?? []
      let handedIn = results.filter { $0.status != .missing }
      return Exercise(
        id: id, handedIn: handedIn.count, passed: handedIn.filter { $0.status == .pass }.count,
        missing: results.count - handedIn.count, checks: checks(of: handedIn))
    }
  }

  private static func checks(of results: [GradeResult]) -> [Check] {
    var order: [String] = []
    var tests: [String: [TestResult]] = [:]
    // A check that never ran says nothing about the check: the file's error is the news.
    for test in results.flatMap(\.tests) where test.notRun != true {
      if tests[test.name] == nil { order.append(test.name) }
      tests[test.name, default: []].append(test)
    }
    let checks = order.map { name in
      let runs = tests[name] ?? []
      let failed = runs.filter { $0.status == .fail }
      let groups = Dictionary(grouping: failed.compactMap(\.observed), by: { $0 })
      let wrong = groups.map { Wrong(observed: $0.key, students: $0.value.count) }
        .sorted {
          ($1.students, $0.observed.what, $0.observed.got ?? "") < (
            $0.students, $1.observed.what, $1.observed.got ?? ""
          )
        }
      return Check(
        name: name, ran: runs.count, failed: failed.count,
        errors: runs.filter { $0.status == .error }.count,
        wrong: Array(wrong.prefix(commonLimit)))
    }
    return checks.enumerated().sorted {
      ($1.element.failed + $1.element.errors, $0.offset) < (
        $0.element.failed + $0.element.errors, $1.offset
      )
    }.map(\.element)
  }
}
