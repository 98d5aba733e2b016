import Grading
import LessonKit
import Testing
import TutorSupport

/// `classes:` decided from the syntax: a struct, an actor, an enum or a missing type fails at
/// its line, in both languages; a class (final or not) passes; a nested class is not the one.
@Suite struct ClassRuleTests {
  func found(_ source: String, _ language: Language = .en) -> [RuleViolation] {
    StaticRuleChecker.violations(
      in: source, forbid: [], require: [], classes: ["TallyCounter"], language: language)
  }

  @Test func onlyAClassDeclaredAtFileScopePasses() {
    #expect(found("class TallyCounter { var count = 0 }\n").isEmpty)
    #expect(found("final class TallyCounter {}\n").isEmpty)
    #expect(found("public final class TallyCounter: Codable {}\n").isEmpty)
    for kind in ["struct", "actor", "enum"] {
      let violations = found("// counter\n\(kind) TallyCounter {}\n")
      #expect(violations.map(\.rule) == [.requiredClass("TallyCounter")], "\(kind)")
      #expect(violations.first?.line == 2)
      #expect(violations.first?.message.contains("declared with `\(kind)`") == true)
    }
    let alias = found("final class Box {}\ntypealias TallyCounter = Box\n")
    #expect(alias.first?.message.contains("`typealias`") == true)
    let nested = found("struct Outer { class TallyCounter {} }\n")
    #expect(nested.first?.line == nil, "a nested class is not the file's TallyCounter")
  }

  @Test func theMessageSaysWhatToWriteInEitherLanguage() {
    #expect(
      found("struct TallyCounter {}\n", .zhHans).first?.message
        == "`TallyCounter` 必须是类，但它是用 `struct` 声明的：请用 `class TallyCounter` 声明它")
    #expect(
      found("let x = 1\n").first?.message
        == "this exercise asks for a class `TallyCounter`: declare it with `class TallyCounter`")
  }
}
