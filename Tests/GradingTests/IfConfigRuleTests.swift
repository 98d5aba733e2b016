import Grading
import LessonKit
import Testing

/// `require:` counts only code the graded build compiles; `forbid:` sees every `#if` clause.
@Suite struct IfConfigRuleTests {
  private func missing(_ source: String, _ construct: RequiredConstruct) -> Bool {
    let found = StaticRuleChecker.violations(in: source, forbid: [], require: [construct])
    return found.map(\.rule) == [.required(construct)]
  }

  private func guarded(_ condition: String) -> String {
    """
    func f(_ x: Int?) -> Int {
    #if \(condition)
      guard let x else { return 0 }
      return x
    #else
      return x ?? 0
    #endif
    }
    """
  }

  @Test func aRequiredConstructInAnInactiveClauseDoesNotCount() {
    for condition in ["false", "os(macOS)", "DEBUG", "compiler(>=99)", "canImport(UIKit)"] {
      #expect(missing(guarded(condition), .guardStatement), "#if \(condition)")
    }
  }

  @Test func aRequiredConstructInTheActiveClauseCounts() {
    for condition in ["true", "os(Linux)", "swift(>=5)", "canImport(Foundation)", "!DEBUG"] {
      #expect(!missing(guarded(condition), .guardStatement), "#if \(condition)")
    }
  }

  @Test func theElseClauseOfAFalseConditionIsCompiled() {
    let source = """
      #if false
      let a = 1
      #elseif os(Windows)
      let b = 2
      #else
      let c = [1, 2].map { $0 * 2 }
      #endif
      """
    #expect(!missing(source, .map))
    #expect(!missing(source, .closure))
  }

  @Test func aNestedIfInsideAnInactiveClauseIsInactiveToo() {
    let source = """
      #if false
      #if true
      switch 1 { default: break }
      #endif
      #endif
      """
    #expect(missing(source, .switchStatement))
    #expect(!missing("switch 1 { default: break }", .switchStatement))
  }

  /// A forbidden construct is refused wherever it is written: the file is what is taught and
  /// graded, and a branch the grader's build skips may be the one another build compiles.
  @Test func aForbiddenConstructIsFoundInEveryClause() {
    let source = """
      let a: Int? = 1
      #if false
      let b = a!
      #elseif DEBUG
      let c = try! String(contentsOfFile: "x")
      #endif
      """
    let found = StaticRuleChecker.violations(
      in: source, forbid: [.forceUnwrap, .forceTry], require: [])
    #expect(found.map(\.rule) == [.forbidden(.forceUnwrap), .forbidden(.forceTry)])
    #expect(found.map(\.line) == [3, 5])
  }
}
