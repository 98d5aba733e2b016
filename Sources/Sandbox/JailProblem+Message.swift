import LessonKit
public import TutorSupport

/// What `grade`, `check`, the REPL and `eval` say when student programs cannot be jailed: the
/// problem, then the fix (install bubblewrap, allow user namespaces, or `--no-jail` for code
/// one trusts), from the catalog's `judge.jail` keys.
extension JailProblem {
  /// What is missing and how to fix it: one message (the catalog's `judge.jail.problem` lays
  /// out the two sentences), so that a command can throw it as it is and `main` shows it in the
  /// reader's language.
  ///
  /// `detail` is what `bwrap` itself said (its own words, in English), quoted inside the
  /// sentence.
  public var message: Message {
    let what: Message
    switch self {
    case .noBubblewrap:
      what = Message("judge.jail.no-bubblewrap")
    case .namespacesRefused(let detail):
      what = Message("judge.jail.namespaces-refused", ["detail": detail])
    case .failed(let detail):
      what = Message("judge.jail.failed", ["detail": detail])
    }
    return Message("judge.jail.problem", ["what": what, "fixes": Message("judge.jail.fixes")])
  }

  /// The one line the REPL and `eval` say when they run the student's own code without a
  /// jail.
  public static let unjailedNotice = Message("judge.jail.unjailed")
}
