import Diagnostics
import Foundation
import Grading
import SwiftToolchain
import Testing
import TutorSupport
import TutorTestSupport

/// The tips under the compiler errors beginners hit most: each snippet really gets that error
/// from this toolchain, the table picks its tip, and the tip reads whole in both languages.
@Suite struct DiagnosticTipTests {
  /// A beginner's mistake and the tip it must get.
  static let mistakes: [(code: String, key: String)] = [
    ("let maybe: Int? = 3\nlet y = maybe + 1", "diagnostic.tip.unwrap"),
    ("let d: Dish? = nil", "diagnostic.tip.unknown-type"),
    ("let q = undefinedThing", "diagnostic.tip.not-in-scope"),
    ("clear", "diagnostic.tip.command-word"),
    ("let help = 1\nlet y = helper", "diagnostic.tip.not-in-scope"),
    ("let z = 2\nz = 3", "diagnostic.tip.let-constant"),
    ("let m = \"a\" + 1", "diagnostic.tip.operands"),
    ("let s: String = 5", "diagnostic.tip.convert-to"),
    (
      "let total = 7\nlet count = 2\nlet a: Double = Double(total) / count",
      "diagnostic.tip.convert-to"
    ),
    ("let t = \"5\"\nlet n: Int = t", "diagnostic.tip.convert-text"),
    ("let v: [Int] = \"5\"", "diagnostic.tip.convert"),
    ("class S { init?(n: Int) {} }\nlet all: [S] = [S(n: 1)]", "diagnostic.tip.unwrap"),
    ("func f(name: String) {}\nf(\"a\")", "diagnostic.tip.label-missing"),
    ("func f(_ name: String) {}\nf(name: \"a\")", "diagnostic.tip.label-extra"),
    ("func f(name: String) {}\nf(title: \"a\")", "diagnostic.tip.label-wrong"),
    ("func f(name: String, rating: Int) {}\nf(name: \"a\")", "diagnostic.tip.argument-missing"),
    ("func f(name: String) {}\nf(name: \"a\", 2)", "diagnostic.tip.argument-extra"),
    ("var t = 1\nif t = 2 {}", "diagnostic.tip.assign-compare"),
    ("func g() -> Int { if Bool.random() { return 1 } }", "diagnostic.tip.missing-return"),
    ("func h() -> Int {\n  var x: Int\n  return x\n}", "diagnostic.tip.uninitialized"),
    (
      "enum E { case a, b }\nfunc k(_ e: E) -> Int { switch e { case .a: return 1 } }",
      "diagnostic.tip.exhaustive"
    ),
    ("let n = 3\nif let m = n {}", "diagnostic.tip.bind-non-optional"),
    ("func th() throws {}\nfunc u() throws { th() }", "diagnostic.tip.try"),
    ("struct M { var rating = 0 }\nlet r = M().ratting", "diagnostic.tip.no-member"),
    ("struct P { private var secret = 1 }\nlet v = P().secret", "diagnostic.tip.inaccessible"),
    ("class Dish { var name: String }", "diagnostic.tip.class-init"),
    ("class Dish { let name: String\n  init() {}\n}", "diagnostic.tip.init-all"),
    ("let a = 1 let b = 2", "diagnostic.tip.consecutive"),
    ("let x = 1\nlet x = 2", "diagnostic.tip.redeclaration"),
    ("let maybe: Int? = 2\nlet x = (maybe ?? <#default value#>) + 1", "diagnostic.tip.placeholder"),
  ]

  @Test(.tags(.toolchain)) func eachMistakeGetsItsTipFromThisCompiler() throws {
    let swiftc = try Toolchain.discover().swiftc
    let folder = try TestPaths.makeTemporaryFolder("tips")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, mistake) in Self.mistakes.enumerated() {
      let file = folder.appendingPathComponent("mistake\(index).swift")
      try Data(mistake.code.utf8).write(to: file)
      let run = try runCommand(
        swiftc, ["-emit-sil", "-o", "/dev/null", "-diagnostic-style", "llvm", file.path])
      let line = (run.stdout + run.stderr).split(separator: "\n").first { $0.contains(": error: ") }
      let message = String(try #require(line, "\(mistake.code)").split(separator: ": error: ")[1])
      #expect(DiagnosticTip.tip(for: message)?.key == mistake.key, "\(message)")
    }
  }

  @Test func everyTipReadsWholeInBothLanguages() throws {
    let samples = [
      "value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
      "cannot assign to value: 'z' is a 'let' constant",
      "value of type 'Meal' has no member 'ratting'",
      "incorrect argument label in call (have 'title:', expected 'name:')",
      "extra argument in call", "switch must be exhaustive",
      "the compiler is unable to type-check this expression in reasonable time; try breaking up "
        + "the expression into distinct sub-expressions",
    ]
    for message in samples {
      for language in Language.allCases {
        let line = try #require(DiagnosticTip.line(for: message, language), "\(message)")
        for placeholder in ["{name}", "{other}", "{tip}"] {
          #expect(!line.contains(placeholder), "a placeholder left: \(line)")
        }
      }
    }
    let zh = try #require(DiagnosticTip.line(for: samples[0], .zhHans))
    #expect(zh.hasPrefix("提示：可选类型 `Int?` 的值可能是 nil"), "\(zh)")
    let en = try #require(DiagnosticTip.line(for: samples[2], .en))
    #expect(
      en
        == "tip: a `Meal` has no `ratting`: check the spelling, or press Tab after the dot to see what it has."
    )
    #expect(
      DiagnosticTip.tip(for: "ambiguous use of 'init'") == nil, "no tip for what it does not know")
    // The apostrophe of "isn't" is not a quote: the name is still the one in quotes.
    let mutating = "left side of mutating operator isn't mutable: 'points' is a 'let' constant"
    let said = try #require(DiagnosticTip.line(for: mutating, .en))
    #expect(said.hasPrefix("tip: `points` is a constant: declared with `let`"), "\(said)")
    #expect(DiagnosticTip.quoted("can't find 'x' in 'y'") == ["x", "y"])
    let mixed = "cannot convert value of type 'Int' to expected argument type 'Double'"
    #expect(
      DiagnosticTip.line(for: mixed, .zhHans)
        == "提示：`Int` 不是 `Double`，Swift 不会自动转换类型：用 `Double(…)` 把这个 `Int` 值包起来，就能转换它。")
  }
}
