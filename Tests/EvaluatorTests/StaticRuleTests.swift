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
      found.map(\.rule) == [
        "force-unwrap", "force-try", "force-cast", "force-unwrap", "implicitly-unwrapped",
      ], "`Int!` is a force unwrap as well as an implicitly unwrapped optional")
    #expect(found.map(\.line) == [2, 3, 4, 6, 6])
    #expect(found[0].message.contains("force unwrapping"))
  }

  @Test func forceUnwrapsWithoutAPostfixBangAreFoundToo() {
    let source = """
      let a: Int! = nil
      let b = meal[keyPath: \\Meal.photo!]
      let c = maybe.unsafelyUnwrapped
      let d = unsafeDowncast(shape, to: Circle.self)
      let e = meal[keyPath: \\Meal.photo?.size]
      """
    let found = violations(source, forbid: ["force-unwrap", "force-cast"])
    #expect(found.map(\.rule) == ["force-unwrap", "force-unwrap", "force-unwrap", "force-cast"])
    #expect(found.map(\.line) == [1, 2, 3, 4])
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

/// Declarations that would change the checks instead of being tested by them.
@Suite struct TamperRuleTests {
  func refusals(_ source: String) -> [String] {
    StaticRuleChecker.violations(in: source, forbid: [], require: []).map {
      "\($0.rule) \($0.line ?? 0)"
    }
  }

  @Test func attributesThatRenameSymbolsOrRunBeforeMainAreRefused() {
    let source = """
      @_silgen_name("x") func a() {}
      @_cdecl("b") func b() {}
      @section(".init_array") @used let c: @convention(c) () -> Void = {}
      @c func d() {}
      @_exported import Foundation
      """
    #expect(
      refusals(source) == [
        "attribute 1", "attribute 2", "attribute 3", "attribute 3",
        "attribute 4", "attribute 5",
      ])
  }

  @Test func everydayAttributesAreFine() {
    let source = """
      @discardableResult func f(_ g: @escaping () -> Void) -> Int { 0 }
      @propertyWrapper struct W { var wrappedValue: Int }
      @MainActor final class Model {}
      """
    #expect(refusals(source).isEmpty)
  }

  @Test func extendingTheCheckTypesIsRefusedButOtherExtensionsAreFine() {
    let source = """
      extension Int { var twice: Int { self * 2 } }
      extension CheckBuilder { static func buildBlock(_ parts: [Check]...) -> [Check] { [] } }
      extension TutorChecks.Checks {}
      """
    #expect(refusals(source) == ["reserved type 2", "reserved type 3"])
  }

  @Test func reservedNamesAreFoundInsideIfBlocksTuplesAndActors() {
    let source = """
      #if true
      func expectEqual(_ a: String, _ b: String, _ what: String) throws {}
      #else
      #if DEBUG
      var check: Int { 0 }
      #endif
      #endif
      let (checks, other) = (1, 2)
      actor Harness {}
      func helper() { let check = 1; _ = check }
      """
    #expect(
      refusals(source) == [
        "reserved name 2", "reserved name 5", "reserved name 8",
        "reserved name 9",
      ])
  }

  @Test func operatorsOutsideTheFilesOwnTypesAreRefused() {
    let source = """
      func === (lhs: AnyObject?, rhs: AnyObject?) -> Bool { true }
      extension Int { static func == (a: Int, b: Int) -> Bool { true } }
      struct Money: Equatable { static func == (a: Money, b: Money) -> Bool { true } }
      extension Money { static func + (a: Money, b: Money) -> Money { a } }
      infix operator <~>
      enum Box<T> {}
      extension Box<Int> { static func <~> (a: Box, b: Box) -> Bool { true } }
      """
    #expect(refusals(source) == ["operator 1", "operator 2"])
  }
}
