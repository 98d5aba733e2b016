/// What one student of a classroom may do, so that no student can fill the teacher's disk,
/// make students by the thousand or find an answer by pressing Check until it passes. The
/// machine's own learner (`serve` alone at their machine) has none of these limits.
public struct ClassroomLimits: Sendable {
  /// Bytes of a student's files together, at most: a save that would grow them past it is
  /// refused (507). Twenty times the largest Swift file an exercise needs; the starters the
  /// course writes are never refused.
  public var studentBytes = 2 << 20
  /// Files in a student's folder, at most (the course makes two per exercise: the file and
  /// Reset's `.bak`).
  public var studentFiles = 200
  /// New students one address may make at once (a class behind one address opening the link
  /// together), then one more every ``newStudentInterval`` (429 with `Retry-After` past it).
  public var newStudentsBurst = 30
  /// How often one address may make one more student once its burst is spent.
  public var newStudentInterval: Duration = .seconds(6)
  /// Checks one student may save up and make at once, one more every ``checkInterval`` (429 with
  /// `Retry-After` past it): a few tries in a row are free, grinding costs real time.
  public var checkBurst = 5
  /// Checks a new student has: one, and the rest of the burst one every ``checkInterval``, so
  /// that opening the link again without the cookie (a new student) brings no fresh burst.
  public var newStudentChecks = 1
  /// How often one student may check once the burst is spent.
  public var checkInterval: Duration = .seconds(10)
  /// Checks one address may make at once, all its students together, then one more every
  /// ``addressCheckInterval``: whatever cookies a client makes, its Checks cost real time.
  /// Thirty students behind one address (a school's NAT), each checking about once a minute,
  /// stay within it.
  public var addressCheckBurst = 30
  /// How often one address may check once its burst is spent.
  public var addressCheckInterval: Duration = .seconds(2)
  /// Completions one student may ask for at once (the editor asks after each `.` and on
  /// Ctrl-Space), then one more every ``completionInterval`` (429 past it): the one
  /// `sourcekit-lsp` answers a class in turn, so no student may keep it to themselves.
  public var completionBurst = 10
  /// How often one student may ask for a completion once the burst is spent.
  public var completionInterval: Duration = .milliseconds(500)
  /// Completions one address may ask for at once, all its students together, then one more
  /// every ``addressCompletionInterval``: new cookies bring no fresh burst past it.
  public var addressCompletionBurst = 60
  /// How often one address may ask for a completion once its burst is spent.
  public var addressCompletionInterval: Duration = .milliseconds(100)

  /// The defaults.
  public init() {}
}
