import LessonKit
import TutorSupport

/// What `grade`, `check`, the REPL and `eval` say when student programs cannot be jailed: the
/// problem, then the fix (install bubblewrap, allow user namespaces, or `--no-jail` for code
/// one trusts), from the catalog's `judge.jail` keys.
extension JailProblem {
  /// What is missing and how to fix it, in `language`.
  ///
  /// `detail` is what `bwrap` itself said (its own words, in English), quoted inside the
  /// sentence.
  public func message(_ language: Language) -> String {
    let what: String
    switch self {
    case .noBubblewrap:
      what = Catalog.text("judge.jail.no-bubblewrap", language)
    case .namespacesRefused(let detail):
      what = Catalog.text("judge.jail.namespaces-refused", language, ["detail": detail])
    case .failed(let detail):
      what = Catalog.text("judge.jail.failed", language, ["detail": detail])
    }
    return what + " " + Catalog.text("judge.jail.fixes", language)
  }

  /// The one line the REPL and `eval` say when they run the student's own code without a
  /// jail.
  public func unjailedNotice(_ language: Language) -> String {
    Catalog.text("judge.jail.unjailed", language)
  }
}
