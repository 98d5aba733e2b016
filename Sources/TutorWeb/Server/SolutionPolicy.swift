/// When a classroom's students may see an exercise's model solution (`serve --solutions`).
/// The server enforces it; the page's confirmation is only a courtesy. Alone at the machine
/// the learner may always see it, as in the REPL.
public enum SolutionPolicy: String, CaseIterable, Sendable {
  /// Once they passed the exercise (the default): reading it then teaches, it gives nothing away.
  case afterPass = "after-pass"
  /// Whenever they ask; one opened before a pass is recorded and shown to the teacher.
  case always
  /// Never, not even after a pass (an exam).
  case never
}
