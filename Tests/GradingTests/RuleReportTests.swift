import Foundation
import LessonKit
import Testing

@testable import Grading

/// What a file that breaks static rules gets: the kind of rule, not its name, decides between
/// a teaching `fail` and a refused `error`; the JSON keeps each rule's name as `test_code`.
@Suite struct RuleReportTests {
  private let spec = ExerciseSpec(
    id: "double-it", judging: .checks(probes: ""), forbid: [.forceUnwrap], require: [.map],
    solutionSource: "")

  private func report(_ source: String) -> GradeResult {
    let found = RuleReport.violations(of: source, exercise: spec, names: nil, language: .en)
    return RuleReport.result(found, fileName: "double.swift", exercise: spec.id, language: .en)
  }

  @Test func brokenTeachingRulesFailWithOneTestEach() throws {
    let result = report("let a: Int? = 1\nlet b = a!\nlet c = a!\n")
    #expect(result.status == .fail)
    #expect(result.message == nil)
    #expect(result.tests.map(\.testCode) == ["force-unwrap", "require map"])
    #expect(
      result.tests.map(\.name) == [
        "rule: without force unwrapping with `!`", "rule: use `map`",
      ])
    #expect(result.tests.map(\.rule) == [true, true])
    #expect(result.tests.first?.line == 2)
    let chinese = RuleReport.result(
      RuleReport.violations(
        of: "let a: Int? = 1\nlet b = a!\nlet c = a!\n", exercise: spec, names: nil,
        language: .zhHans),
      fileName: "double.swift", exercise: spec.id, language: .zhHans)
    #expect(
      chinese.tests.map(\.name) == ["规则：不使用强制解包运算符 `!`", "规则：使用 `map`"])
    #expect(result.tests.allSatisfy { $0.status == .fail })
    let first = try #require(result.tests.first?.message)
    let places = first.split(separator: "\n")
    #expect(places.count == 2 && places[0].hasPrefix("double.swift:2: "), "\(first)")
    #expect(places.last?.hasPrefix("double.swift:3: ") == true, "one test lists every line")
    let json = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
    #expect(json.contains(#""test_code":"force-unwrap""#), "\(json)")
  }

  @Test func aRefusedConstructMakesTheWholeFileAnError() {
    let result = report("let a = [1].map { $0 * 2 }\n@_silgen_name(\"x\") func x()\n")
    #expect(result.status == .error)
    #expect(result.tests.map(\.testCode) == ["attribute"])
    #expect(result.message?.contains("@_silgen_name") == true)
  }

  @Test func refusalBelongsToTheKindOfRule() {
    let teaching: [StaticRule] = [
      .forbidden(.forceCast), .required(.guardLet), .forbiddenAPI("X.Y"),
    ]
    let refused: [StaticRule] = [.attribute, .directive, .reservedName, .operatorOutsideType]
    #expect(teaching.allSatisfy { !$0.isRefusal })
    #expect(refused.allSatisfy { $0.isRefusal })
    #expect(refused.map(\.name) == ["attribute", "directive", "reserved name", "operator"])
  }
}

/// A broken teaching rule is one failing check beside the others, which still run: the
/// learner sees whether the logic is right.
@Suite(.tags(.toolchain, .jail)) struct RuleBesideChecksTests {
  @Test func theChecksStillRunBesideABrokenRule() throws {
    var spec = GraderFixture.teamScore
    spec.forbid = [.forceUnwrap]
    let source = """
      func teamScore(_ scores: [Int]) -> Int {
        var points: Int? = 0
        for result in scores { points! += result > 50 ? 3 : 1 }
        return points!
      }
      """
    let (result, leftovers) = try GraderFixture.grade(
      source: source, named: "team-score.swift", exercise: spec)
    #expect(result.status == .fail)
    #expect(result.tests.first?.testCode == "force-unwrap", "\(result.tests.map(\.name))")
    #expect(result.tests.first?.status == .fail)
    let rules = result.tests.prefix { $0.testCode == "force-unwrap" }
    #expect(rules.count == 1, "one test whatever its lines: \(result.tests.map(\.name))")
    #expect(rules.first?.message?.split(separator: "\n").count == 2, "both `!` lines listed")
    let checks = result.tests.dropFirst(rules.count)
    #expect(checks.count >= 4, "the checks ran: \(result.tests.map(\.name))")
    #expect(checks.allSatisfy { $0.status == .pass }, "\(result.tests.map(\.status))")
    #expect(leftovers.isEmpty)
  }

  /// A file that never runs still counts every check, so a mark is out of the same total.
  @Test func aRefusedFileListsEveryCheckNotRun() throws {
    let source = """
      @_silgen_name("teamScore") func teamScore(_ scores: [Int]) -> Int { 0 }
      """
    let (result, _) = try GraderFixture.grade(
      source: source, named: "team-score.swift", exercise: GraderFixture.teamScore)
    #expect(result.status == .error)
    #expect(result.tests.first?.testCode == "attribute", "\(result.tests.map(\.name))")
    let checks = result.tests.dropFirst()
    #expect(checks.count == 4, "\(result.tests.map(\.name))")
    let why = "not run: a rule refused the file before it was compiled"
    #expect(checks.allSatisfy { $0.status == .error && $0.message == why })
  }

  @Test func aBrokenRuleAndACompileErrorGiveTheRuleAndEveryCheckNotRun() throws {
    var spec = GraderFixture.teamScore
    spec.forbid = [.forceUnwrap]
    let source = """
      func teamScore(_ scores: [Int]) -> Int { let x: Int? = 1; return x! + "a" }
      """
    let (result, _) = try GraderFixture.grade(
      source: source, named: "team-score.swift", exercise: spec, language: .zhHans)
    #expect(result.status == .error)
    #expect(result.tests.map(\.testCode).first == "force-unwrap")
    let checks = result.tests.dropFirst()
    #expect(checks.count == 4)
    #expect(checks.allSatisfy { $0.message == "未运行：文件没有通过编译" }, "\(checks.map(\.message))")
  }
}
