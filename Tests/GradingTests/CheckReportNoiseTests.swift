import Testing
import TutorSupport

@testable import Grading

/// A Check's report says each thing once and nothing a playground learner did on purpose: a
/// crash in every check has its tip once (a newcomer's eight crashes and eight tips scrolled
/// the summary off the screen), and a call made to see its value is no warning under a pass.
@Suite(.tags(.toolchain, .jail)) struct CheckReportNoiseTests {
  @Test(arguments: [Language.en, .zhHans]) func aCrashInEveryCheckHasItsTipOnce(
    _ language: Language
  ) throws {
    let crashing = """
      func teamScore(_ scores: [Int]) -> Int {
        let bonus: Int? = nil
        return scores.count + bonus!
      }

      """
    let (result, _) = try GraderFixture.grade(
      source: crashing, named: "team-score.swift", language: language)
    let crashed = result.tests.filter { $0.status == .error }
    #expect(crashed.count >= 3, "\(result.tests.map(\.name))")
    let tip = language == .en ? "tip: a `!` met nil here" : "提示：这里的 `!` 遇到了 nil"
    let tips = crashed.compactMap(\.message).filter { $0.contains(tip) }
    #expect(tips.count == 1, "\(crashed.map { $0.message ?? "" })")
    // Every crash still says where, check by check.
    let place = language == .en ? "team-score.swift:3" : "team-score.swift 第 3 行"
    #expect(
      crashed.allSatisfy { $0.message?.contains(place) == true },
      "\(crashed.map { $0.message ?? "" })")
  }

  @Test func aCallMadeToSeeItsValueIsNoWarningUnderAPass() throws {
    let source = """
      func teamScore(_ scores: [Int]) -> Int {
        var points = 0
        for result in scores {
          points += result > 50 ? 3 : 1
        }
        return points
      }
      teamScore([60, 40])

      """
    let (result, _) = try GraderFixture.grade(source: source, named: "team-score.swift")
    #expect(result.status == .pass, "\(result.message ?? "")")
    #expect((result.warnings ?? []).isEmpty, "\(result.warnings ?? [])")
  }
}
