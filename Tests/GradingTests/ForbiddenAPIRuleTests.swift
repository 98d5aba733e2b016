import Grading
import LessonKit
import Testing

/// `forbid-api:` — the student writes their own declaration instead of the sample library's.
@Suite struct ForbiddenAPIRuleTests {
  func found(_ source: String) -> [String] {
    StaticRuleChecker.violations(
      in: source, forbid: [], require: [], forbiddenAPIs: ["MealKit.Meal"]
    ).map { "\($0.rule.name) \($0.line ?? 0)" }
  }

  @Test func theLibrarysTypeIsRefusedByQualifiedNameAndScopedImport() {
    let source = """
      import struct MealKit.Meal
      class Meal { init?(name: String) { _ = MealKit.Meal(name: name, rating: 1) } }
      typealias Library = `MealKit`.`Meal`
      """
    #expect(
      found(source) == [
        "forbid-api MealKit.Meal 1", "forbid-api MealKit.Meal 2", "forbid-api MealKit.Meal 3",
      ])
  }

  @Test func aModuleSelectorIsAQualifiedName() {
    let source = """
      class Meal: MealKit::Meal {}
      let soup = MealKit::Meal(name: "Soup", rating: 3)
      """
    #expect(found(source) == ["forbid-api MealKit.Meal 1", "forbid-api MealKit.Meal 2"])
  }

  @Test func aPlainNameIsTheLibrarysWhenTheFileDeclaresNone() {
    #expect(found("let meal = Meal(name: \"Soup\", rating: 3)\n") == ["forbid-api MealKit.Meal 1"])
    #expect(found("class Meal {}\nlet meal = Meal()\n").isEmpty)
  }
}
