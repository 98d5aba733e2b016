public import Diagnostics
import Foundation
import TutorSupport

/// pass, fail or error — for a whole submission and for each check.
public enum GradeStatus: String, Codable, Sendable, Hashable {
  /// Everything passed.
  case pass
  /// At least one check failed.
  case fail
  /// Nothing could be checked (did not compile, crashed or timed out before the
  /// first check) — or, for one check, it crashed or did not finish.
  case error
  /// An assigned exercise the student handed no file in for (`grade --exercises`).
  case missing
}

/// One check's verdict (Exercism test-runner v3 `tests[]` entry).
public struct TestResult: Codable, Sendable, Hashable {
  /// The check's name.
  public var name: String
  /// Its verdict.
  public var status: GradeStatus
  /// Expected versus actual, or why it could not finish.
  public var message: String?
  /// What the student's code printed during this check, at most 500 characters.
  public var output: String?
  /// The check's probe source (Exercism's `test_code`, required since version 2).
  public var testCode: String
  /// The task the check belongs to, when the exercise groups its checks into tasks.
  public var taskID: Int?
  /// The hint the check names as the one that helps when it fails (its number in the task's
  /// `## Hints` list, from 1), when it names one; the reference program's word, never the
  /// student's.
  public var hint: Int?
  /// For a failed check, the first observation that differed: what the teacher's item
  /// analysis groups students by.
  public var observed: Observed?
  /// True when the check never ran (the file did not compile, was refused, or stopped before
  /// it): it counts in the exercise's total, not in an item analysis. Absent otherwise.
  public var notRun: Bool?
  /// The line of the student's file a crash in this check happened at (1-based), for the
  /// editor to mark. Absent otherwise.
  public var line: Int?
  /// True when the test is a static rule of the exercise (`forbid:`, `require:`, …) rather
  /// than a check: marks may weigh it apart (`rule-cost:`). Absent for a check.
  public var rule: Bool?

  enum CodingKeys: String, CodingKey {
    case name, status, message, output, observed, line, hint, rule
    case testCode = "test_code"
    case taskID = "task_id"
    case notRun = "not_run"
  }

  /// Creates a test result.
  public init(
    name: String, status: GradeStatus, message: String? = nil, output: String? = nil,
    testCode: String = "", taskID: Int? = nil
  ) {
    self.name = name
    self.status = status
    self.message = message
    self.output = output
    self.testCode = testCode
    self.taskID = taskID
  }
}

/// The first observation of a failed check that differed from the solution's: its
/// description (`teamScore([50])`), the value expected and the value got (nil: none observed).
public struct Observed: Codable, Sendable, Hashable {
  /// The probe's description of what it observed.
  public var what: String
  /// The solution's value.
  public var expected: String
  /// The student's value, nil when their program observed nothing there.
  public var got: String?

  /// The longest value kept, in characters: enough to tell answers apart, small in a report.
  public static let longest = 120

  /// A record of one differing observation, each text cut at ``longest``.
  public init(what: String, expected: String, got: String?) {
    let cut = { (text: String) in
      text.count > Self.longest ? String(text.prefix(Self.longest - 1)) + "…" : text
    }
    self.what = cut(what)
    self.expected = cut(expected)
    self.got = got.map(cut)
  }
}

/// The verdict on one submission: a superset of Exercism's test-runner v3 result.
public struct GradeResult: Codable, Sendable, Hashable {
  /// Always 3.
  public var version = 3
  /// The exercise id.
  public var exercise: String
  /// The student (set by `grade`, absent for `check`).
  public var student: String?
  /// The overall verdict.
  public var status: GradeStatus
  /// Set when status is error: diagnostics, crash, timeout.
  public var message: String?
  /// One entry per check.
  public var tests: [TestResult]
  /// What the student's top-level code printed before the checks (at most 500 characters).
  public var output: String?
  /// Wall-clock milliseconds the grading took.
  public var durationMs: Int
  /// The compiler's warnings about the student's own code (`file:line: warning: …`).
  public var warnings: [String]?
  /// The seed the random checks drew from, for a `checks` exercise: with the same key (the
  /// same `$SWIFT_TUTOR_SECRET`, or the same machine) the same file gets the same report.
  public var seed: SeedRecord?
  /// True when a run hit a time or CPU limit: the verdict may depend on how busy the machine
  /// was, so it is not cached (not part of the JSON).
  public var hitTimeLimit = false
  /// The line of the student's file the program crashed at before any check could run (or, for
  /// an output exercise, at all), for the editor to mark. Absent otherwise.
  public var line: Int?
  /// One-line changes the compiler proposes for the student's file (its fix-its: `let` to
  /// `var`, a missing label, `==` for `=`), for the page to apply with one click. Absent when
  /// there are none.
  public var fixes: [LineFix]?
  /// When it was handed in against its assignment's deadline (`grade` with a `due:`).
  public var handedIn: HandIn?
  /// True when the error is the tool's or the toolchain's, not the student's (its message
  /// says what failed); absent otherwise. `grade` then exits 3.
  public var toolFailure: Bool?
  /// True for a `missing` submission whose file is its exercise's starter, unchanged (a GitHub
  /// Classroom repository's first commit): not handed in, though the file is there.
  public var untouchedStarter: Bool?

  enum CodingKeys: String, CodingKey {
    case version, exercise, student, status, message, tests, output, warnings, seed, line, fixes
    case durationMs = "duration_ms"
    case handedIn = "handed_in"
    case toolFailure = "tool_failure"
    case untouchedStarter = "untouched_starter"
  }

  /// Creates a result.
  public init(
    exercise: String, student: String? = nil, status: GradeStatus, message: String? = nil,
    tests: [TestResult] = [], output: String? = nil, durationMs: Int = 0
  ) {
    self.exercise = exercise
    self.student = student
    self.status = status
    self.message = message
    self.tests = tests
    self.output = output
    self.durationMs = durationMs
  }

  /// The status a list of tests adds up to: fail when any did not pass.
  public static func status(of tests: [TestResult]) -> GradeStatus {
    if tests.isEmpty { return .error }
    return tests.allSatisfy { $0.status == .pass } ? .pass : .fail
  }
}

extension GradeResult {
  /// This result with every place `file:LINE` in its messages (a crash's location) naming
  /// `shown` instead: the program is compiled as `<exercise>.swift`, the student reads the
  /// name of their own file.
  func renamingPlaces(of file: String, to shown: String) -> GradeResult {
    // `crash.swift:3`, and the Chinese place `crash.swift 第 3 行`.
    let pattern = NSRegularExpression.escapedPattern(for: file) + "(?=:[0-9]| 第 [0-9])"
    let rename = { (text: String?) in
      text.map {
        $0.replacingOccurrences(
          of: pattern, with: NSRegularExpression.escapedTemplate(for: shown),
          options: .regularExpression)
      }
    }
    var copy = self
    copy.message = rename(message)
    copy.tests = tests.map { test in
      var test = test
      test.message = rename(test.message)
      return test
    }
    return copy
  }
}

/// Which seed a grading drew its random inputs from: the key's public id and the seed, never
/// the key.
public struct SeedRecord: Codable, Sendable, Hashable {
  /// ``GradingKey/id`` of the key the seed came from.
  public var key: String
  /// The seed, 16 hex digits.
  public var value: String

  /// A record of `seed`, drawn with the key named `key`.
  public init(key: String, seed: UInt64) {
    self.key = key
    let hex = String(seed, radix: 16)
    value = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
  }
}
