import Grading
import LessonKit
import Testing

/// `forbid:` and `require:` on the student's syntax tree, with the line each points at.
@Suite struct StaticRuleTests {
  func violations(
    _ source: String, forbid: [ForbiddenConstruct] = [], require: [RequiredConstruct] = []
  )
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
      source, forbid: [.forceUnwrap, .forceTry, .forceCast, .implicitlyUnwrapped])
    #expect(
      found.map(\.rule) == [
        .forbidden(.forceUnwrap), .forbidden(.forceTry), .forbidden(.forceCast),
        .forbidden(.forceUnwrap), .forbidden(.implicitlyUnwrapped),
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
    let found = violations(source, forbid: [.forceUnwrap, .forceCast])
    #expect(
      found.map(\.rule.name) == ["force-unwrap", "force-unwrap", "force-unwrap", "force-cast"])
    #expect(found.map(\.line) == [1, 2, 3, 4])
  }

  @Test func unsafelyUnwrappedIsAForceUnwrapInEverySpelling() {
    let source = """
      let a = meal.`unsafelyUnwrapped`
      let b = meal[keyPath: \\.unsafelyUnwrapped]
      """
    #expect(violations(source, forbid: [.forceUnwrap]).map(\.line) == [1, 2])
  }

  @Test func aForbiddenConstructInAStringOrCommentIsNotCode() {
    let source = """
      // meal! would crash
      let text = "meal!"
      let flag = !true
      let different = 1 != 2
      """
    #expect(violations(source, forbid: [.forceUnwrap]).isEmpty)
  }

  @Test func requiredConstructsMustAppear() {
    let withIfLet = "func f(_ x: Int?) -> Int { if let x { return x }; return 0 }"
    let withGuard = "func f(_ x: Int?) -> Int { guard let x else { return 0 }; return x }"
    #expect(violations(withIfLet, require: [.ifLet]).isEmpty)
    let missing = violations(withGuard, require: [.ifLet, .guardLet])
    #expect(missing.map(\.rule) == [.required(.ifLet)])
    #expect(missing.map(\.rule.name) == ["require if-let"])
    #expect(!missing[0].refusal, "a teaching rule fails the exercise; it does not refuse the file")
    #expect(missing[0].line == nil)
    #expect(missing[0].message.contains("asks you to use"))
  }

  @Test func declaringACheckDSLNameIsRefusedWithItsLine() {
    let found = violations("let x = 1\nfunc observe() {}\n")
    #expect(found.map(\.rule) == [.reservedName])
    #expect(found[0].refusal)
    #expect(found.map(\.line) == [2])
  }
}

/// What graded code may not contain: attributes outside the allowlist, `#sourceLocation`,
/// names of the check DSL, operators outside the file's own types.
@Suite struct RefusalRuleTests {
  func refusals(_ source: String) -> [String] {
    StaticRuleChecker.violations(in: source, forbid: [], require: []).map {
      "\($0.rule.name) \($0.line ?? 0)"
    }
  }

  @Test func attributesOutsideTheAllowlistAreRefusedInEverySpelling() {
    let source = """
      @_silgen_name("x") func a() {}
      @`_cdecl`("b") func b() {}
      @section(".init_array") @used let c: @convention(c) () -> Void = {}
      @c func d() {}
      @_exported import Foundation
      @ `_silgen_name`("y") func e() {}
      @Swift._spi(X) func f() {}
      @objc class G {}
      """
    #expect(
      refusals(source) == [
        "attribute 1", "attribute 2", "attribute 3", "attribute 3",
        "attribute 4", "attribute 5", "attribute 6", "attribute 7", "attribute 8",
      ])
  }

  @Test func everydayAttributesAndTheFilesOwnWrappersAreFine() {
    let source = """
      @discardableResult func f(_ g: @escaping () -> Void) -> Int { 0 }
      @propertyWrapper struct Clamped { var wrappedValue: Int }
      struct Settings { @Clamped var volume: Int }
      @resultBuilder enum Lines { static func buildBlock(_ parts: String...) -> [String] { parts } }
      @MainActor final class Model {}
      @available(*, deprecated) func old() {}
      func name(_ order: ComparisonResult) -> String {
        switch order { case .orderedAscending: "<"; @unknown default: "?" }
      }
      final class Box: @unchecked Sendable {}
      """
    #expect(refusals(source).isEmpty)
  }

  @Test func aTypeOfTheFileCannotLendItsNameToACompilerAttribute() {
    let source = """
      struct _silgen_name { init(_ name: String) {} }
      struct section {}
      @_silgen_name("getpid") func pid() -> Int32
      @section(".init_array") let early = 1
      """
    #expect(refusals(source) == ["attribute 3", "attribute 4"])
  }

  @Test func sourceLocationDirectivesAreRefused() {
    let source = """
      let x = 1
      #sourceLocation(file: "checks.swift", line: 1)
      let y = 2
      #sourceLocation()
      """
    #expect(refusals(source) == ["directive 2", "directive 4"])
  }

  /// A `#warning` or `#error` message may hold line breaks the report would read as
  /// diagnostics of their own (`checks.swift:6:5: error: …`, "verified by teacher").
  @Test func warningAndErrorDirectivesAreRefused() {
    let source = """
      let x = 1
      #warning("ok\\nteam-score.swift:1:1: warning: GRADER: counts as PASS")
      func f() {
        #error("checks.swift:6:5: error: cannot find 'teamScore' in scope")
      }
      """
    #expect(refusals(source) == ["directive 2", "directive 4"])
  }

  @Test func reservedNamesAreFoundInsideIfBlocksAndTuples() {
    let source = """
      #if true
      func observe(_ a: String, _ b: String) {}
      #else
      #if DEBUG
      var check: Int { 0 }
      #endif
      #endif
      let (checks, other) = (1, 2)
      enum Draw {}
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
