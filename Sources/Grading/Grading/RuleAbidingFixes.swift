package import Diagnostics
import LessonKit
import TutorSupport

/// The compiler's one-line fixes an exercise's own rules allow: a fix that would break a
/// `forbid:` rule on its line (`m!.rating` offered where `!` is forbidden) is not offered, so
/// the one-click fix never leads the learner into a failing rule.
package enum RuleAbidingFixes {
  /// The fixes of `fixes` that break none of `exercise`'s forbidden constructs on their line
  /// of `source` beyond what the line broke already.
  package static func of(_ fixes: [LineFix], in source: String, exercise: ExerciseSpec)
    -> [LineFix]
  {
    guard !exercise.forbid.isEmpty, !fixes.isEmpty else { return fixes }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let before = broken(source, exercise)
    return fixes.filter { fix in
      guard lines.indices.contains(fix.line - 1) else { return true }
      var fixed = lines
      fixed[fix.line - 1] = fix.text
      let after = broken(fixed.joined(separator: "\n"), exercise)
      return after.filter { $0 == fix.line }.count <= before.filter { $0 == fix.line }.count
    }
  }

  /// The lines of `source` that break one of `exercise`'s forbidden constructs, once a rule.
  private static func broken(_ source: String, _ exercise: ExerciseSpec) -> [Int] {
    let file = RuleFile(source, options: RuleOptions(forbid: exercise.forbid), language: .en)
    return ForbiddenConstructRule.violations(in: file).compactMap(\.line)
  }
}
