import Evaluator
import Testing

/// `forbid:` and `require:` on the student's syntax tree, with the line each points at.
@Suite struct StaticRuleTests {
  func violations(_ source: String, forbid: [String] = [], require: [String] = [])
    -> [RuleViolation]
  {
    StaticRuleChecker.violations(in: source, forbid: forbid, require: require)
  }

  @Test func forbiddenConstructsAreFoundOncePerLine() {
    let source = """
      let a: Int? = 1
      let b = a! + a!
      let c = try! JSONDecoder().decode(Int.self, from: data)
      let d = thing as! String
      let e = thing as? String
      var f: Int! = nil
      """
    let found = violations(
      source, forbid: ["force-unwrap", "force-try", "force-cast", "implicitly-unwrapped"])
    #expect(
      found.map(\.rule) == ["force-unwrap", "force-try", "force-cast", "implicitly-unwrapped"])
    #expect(found.map(\.line) == [2, 3, 4, 6])
    #expect(found[0].message.contains("force unwrapping"))
  }

  @Test func aForbiddenConstructInAStringOrCommentIsNotCode() {
    let source = """
      // meal! would crash
      let text = "meal!"
      let flag = !true
      let different = 1 != 2
      """
    #expect(violations(source, forbid: ["force-unwrap"]).isEmpty)
  }

  @Test func requiredConstructsMustAppear() {
    let withIfLet = "func f(_ x: Int?) -> Int { if let x { return x }; return 0 }"
    let withGuard = "func f(_ x: Int?) -> Int { guard let x else { return 0 }; return x }"
    #expect(violations(withIfLet, require: ["if-let"]).isEmpty)
    let missing = violations(withGuard, require: ["if-let", "guard-let"])
    #expect(missing.map(\.rule) == ["require if-let"])
    #expect(missing[0].line == nil)
    #expect(missing[0].message.contains("asks you to use"))
  }

  @Test func declaringACheckDSLNameIsRefusedWithItsLine() {
    let found = violations("let x = 1\nfunc expectEqual() {}\n")
    #expect(found.map(\.rule) == ["reserved name"])
    #expect(found.map(\.line) == [2])
  }
}
