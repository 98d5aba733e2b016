/// When a Check counts in the learner's progress: the one rule every face asks — `:check` in
/// the REPL, `swift-tutor check`, `swift-tutor watch` and the page's Check. A session decides
/// it when it is made (``LearnerSession/counting``), and a face only narrows it with
/// ``LearnerSession/stopCounting()`` (`--no-record`, a seed of one's own).
///
/// - A learner's own passes, and the hints their failing checks name, count, except on a build
///   machine (`CI` set to anything but `""`, `0` or `false`) or with `--no-record`: a CI job
///   that checks files must not move anyone's progress.
/// - A classroom's student's Checks are their own and always count (a server that happens to
///   run with `CI` set must not lose a class's work), and each Check is kept for the teacher
///   too.
/// - `swift-tutor grade` never records: it grades other people's files, with no session.
public struct Counting: Sendable, Equatable {
  /// Whether passes and the hints failing checks name are kept in the progress.
  public let passes: Bool
  /// Whether each Check, each exercise opened and each solution seen is kept for the teacher.
  public let forTeacher: Bool

  /// The rule for a learner's own session (`classroomStudent: false`) or a classroom's
  /// student's, run with `environment`; `noRecord` is `--no-record` or a seed of one's own.
  public static func rule(
    noRecord: Bool = false, classroomStudent: Bool = false, environment: [String: String]
  ) -> Counting {
    if classroomStudent { return Counting(passes: !noRecord, forTeacher: !noRecord) }
    let ci = (environment["CI"] ?? "").lowercased()
    let buildMachine = !(ci.isEmpty || ci == "0" || ci == "false")
    return Counting(passes: !noRecord && !buildMachine, forTeacher: false)
  }
}
