import Grading
import Testing
import TutorSupport

/// A check's name in the other language, read from `checks.swift` without running it: plain
/// literals (escapes read) are known; a name built at run time is not.
@Suite struct CheckNamesTests {
  private let names = CheckNames(
    checks: #"""
      let checks = Checks {
        check("nil is described as \"No meal\"", zh: "nil 描述为 \"No meal\"") {
          observe(describe(nil))
        }
        check(
          "a meal rated 5",
          zh: "评分为 5 的菜品", task: 2
        ) { observe(1) }
        for n in 1...3 { check("round \(n)", zh: "第 \(n) 轮") { observe(n) } }
        check("english only") { observe(0) }
      }
      """#)

  @Test func eachLiteralPairIsKnownBothWays() {
    #expect(names.name("nil is described as \"No meal\"", in: .zhHans) == "nil 描述为 \"No meal\"")
    #expect(names.name("评分为 5 的菜品", in: .en) == "a meal rated 5")
    #expect(names.name("a meal rated 5", in: .en) == "a meal rated 5")
    #expect(names.name("评分为 5 的菜品", in: .zhHans) == "评分为 5 的菜品")
  }

  @Test func namesBuiltAtRunTimeOrWithoutChineseAreNotKnown() {
    #expect(names.name("round 1", in: .zhHans) == nil)
    #expect(names.name("english only", in: .zhHans) == nil)
    #expect(names.name("no such check", in: .en) == nil)
  }
}
