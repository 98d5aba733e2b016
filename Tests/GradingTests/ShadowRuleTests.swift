import Grading
import Testing

/// A student's file-scope name shadows the same name inside the checks: only
/// the names the solution declares are the student's to declare.
@Suite struct ShadowRuleTests {
  let checks = """
    let checks = Checks {
      check("kept in order") {
        let names = ["a", "b"]
        let kept = distinct(names.map { label($0) })
        observe(zip(kept, names).allSatisfy { $0 == $1 }, "same labels")
        observe(abs(kept.count - 2), String(describing: kept))
      }
    }
    """
  let solution = """
    func label(_ text: String) -> String { text }
    func distinct(_ items: [String]) -> [String] { items }
    """

  func refused(_ student: String) -> [String] {
    ShadowRule.violations(student: student, checks: checks, solution: solution).map {
      "\($0.rule.name) \($0.line ?? 0) \($0.message)"
    }
  }

  @Test func theSolutionsNamesTheChecksOwnLocalsAndNewHelpersAreFine() {
    let student = """
      func label(_ text: String) -> String { text }
      let names = 3
      func helper() -> Int { names }
      func distinct(_ items: [String]) -> [String] { items.filter { !$0.isEmpty } }
      """
    #expect(refused(student).isEmpty)
  }

  @Test func aLibraryNameTheChecksUseIsRefusedWithItsLine() {
    let student = """
      func distinct(_ items: [String]) -> [String] { items }
      func zip<A, B>(_ a: A, _ b: B) -> [(String, String)] { [] }
      #if true
      struct String {}
      #endif
      let (abs, other) = ({ (x: Int) in 0 }, 1)
      """
    let found = refused(student)
    #expect(found.count == 3)
    #expect(
      found.first
        == "reserved name 2 the checks use `zip` and expect the usual one; please rename yours")
    #expect(found.dropFirst().map { $0.prefix(15) } == ["reserved name 4", "reserved name 6"])
  }

  @Test func aMemberAddedToALibraryTypeShadowsItsOwnAndIsRefused() {
    let student = """
      func distinct(_ items: [String]) -> [String] { items }
      extension Array {
        func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] { [] }
        var shout: String { "" }
      }
      struct Tally { var count = 0 }
      extension Tally { func map() {} }
      """
    #expect(refused(student).map { $0.prefix(15) } == ["reserved name 3"])
  }
}
