/// What one program — the student's or the reference — observed, check by check, over all
/// the runs it took (a run ends early when a check crashes; the next run starts after it).
package struct ProbeStream: Sendable {
  /// A check as the program announced it.
  package struct CheckInfo: Sendable, Hashable {
    package var name: String
    package var chineseName: String?
    var task: Int?
    /// The hint the check names (``TestResult/hint``).
    var hint: Int?
    package var line: Int?
  }

  /// One observation: its description (in English, and in Chinese when the author gave it),
  /// canonical text and tolerance.
  package struct Observation: Sendable, Hashable {
    package var what: String
    var chineseWhat: String? = nil
    package var value: String
    package var tolerance: Double?
  }

  /// Everything about one check.
  package struct CheckRecord: Sendable {
    package var info: CheckInfo?
    package var observations: [Observation] = []
    /// True when the check ran to its end.
    package var ended = false
    /// Why it did not end (a crash, a limit), in the student's language.
    package var problem: String?
    /// The student's line it crashed at, when it crashed in their file.
    var problemLine: Int?
    /// What the student's code printed while it ran.
    var output = ""
  }

  /// How many checks the program has, when it said so.
  package var planned: Int?
  /// The checks by index.
  package var checks: [Int: CheckRecord] = [:]
  /// What the program printed before the checks started.
  var topLevelOutput = ""
  /// Output bytes dropped past the output limit.
  var droppedBytes = 0
  /// Why the program ended before any check could run, when it did.
  package var failure: String?
  /// The student's line the program crashed at before any check, when it did.
  var failureLine: Int?
  /// Why checks from ``unrunFrom`` on never ran (the time was used up, …).
  package var unrunReason: String?
  /// The first check that never ran, when some did not.
  var unrunFrom: Int?
  /// True when a run was stopped by a time or CPU limit.
  package var hitTimeLimit = false
}
