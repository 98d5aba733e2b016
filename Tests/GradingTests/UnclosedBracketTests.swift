import Foundation
import Grading
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

/// A missing `}`, the commonest beginner mistake: the compiler finds the end of the learner's
/// block past their file, in the grader's own code, so it was blamed on the checks ("the checks
/// do not compile against your code", no line). It is the learner's, at their opening bracket.
@Suite(.tags(.toolchain, .jail)) struct UnclosedBracketTests {
  static let missingBrace = """
    func teamScore(_ scores: [Int]) -> Int {
      scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }

    """

  @Test(arguments: [
    (
      Language.en,
      "nobrace.swift:1:40: error: this bracket is never closed: add } where what it opens ends"
    ),
    (Language.zhHans, "nobrace.swift:1:40: error: 这个括号没有闭合：在它括起的代码结束处补上 }"),
  ])
  func aMissingBraceIsTheLearnersAtTheirOpeningBracket(language: Language, said: String) throws {
    let (result, _) = try GraderFixture.grade(
      source: Self.missingBrace, named: "nobrace.swift", language: language)
    #expect(result.status == .error)
    let message = result.message ?? ""
    #expect(message.contains(said), "\(message)")
    #expect(message.contains("    1 | func teamScore(_ scores: [Int]) -> Int {\n"), "\(message)")
    #expect(!message.contains("checks"), "\(message)")
    #expect(!message.contains("检查程序"), "\(message)")
    #expect(!message.contains("main.swift"), "\(message)")
  }

  /// An open `(` is said the same way, with the bracket that closes it.
  @Test func anOpenParenthesisSaysWhichBracketClosesIt() throws {
    let source = "func teamScore(_ scores: [Int]) -> Int {\n  scores.count\n}\nprint((1 + 2)\n"
    let (result, _) = try GraderFixture.grade(source: source, named: "paren.swift")
    let message = result.message ?? ""
    #expect(
      message.contains("paren.swift:4:6: error: this bracket is never closed: add )"), "\(message)")
  }
}

/// The one-click fix never leads into a failing rule: where an exercise forbids `!`, the
/// compiler's "force-unwrap using '!'" is not offered; its "coalesce using '??'" is.
@Suite(.tags(.toolchain, .jail)) struct RuleAbidingFixTests {
  static let optional = """
    func teamScore(_ scores: [Int]) -> Int {
      let first: Int? = scores.first
      return first + 0
    }

    """

  @Test func aFixTheExercisesRulesForbidIsNotOffered() throws {
    var forbidding = GraderFixture.teamScore
    forbidding.forbid = [.forceUnwrap]
    let (free, _) = try GraderFixture.grade(source: Self.optional, named: "team-score.swift")
    let offered = (free.fixes ?? []).map(\.text)
    // `!` is never offered, rules or none (the way to a crash: ``OptionalTipTests``).
    #expect(!offered.contains { $0.contains("first!") }, "\(offered)")
    #expect(offered.contains { $0.contains("??") }, "\(offered)")
    let (ruled, _) = try GraderFixture.grade(
      source: Self.optional, named: "team-score.swift", exercise: forbidding)
    let allowed = (ruled.fixes ?? []).map(\.text)
    #expect(!allowed.contains { $0.contains("!") }, "\(allowed)")
    #expect(allowed.contains { $0.contains("??") }, "\(allowed)")
  }
}
