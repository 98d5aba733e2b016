import Foundation
import LessonKit
import Testing
import TutorTerminal

/// The starter a learner gets speaks their language: `starter.zh-Hans.swift` when there is one.
@Suite struct TranslatedStarterTests {
  @Test func aChineseLearnerGetsTheChineseStarterAndAnEnglishOneTheEnglish() throws {
    let repl = try ReplFixture()
    repl.language = .zhHans
    try repl.run([":exercise team-score"])
    let file = try repl.file("team-score")
    let chinese = try String(contentsOf: file, encoding: .utf8)
    #expect(chinese.contains("// TODO: 每个高于 50 的分数加 3 分，其余每个分数加 1 分"))
    #expect(!chinese.contains("add 3 points"))

    try repl.run([":reset exercise"])
    #expect(try String(contentsOf: file, encoding: .utf8) == chinese, "reset speaks Chinese too")

    let english = try ReplFixture()
    try english.run([":exercise team-score"])
    let text = try String(contentsOf: try english.file("team-score"), encoding: .utf8)
    #expect(text.contains("// TODO: add 3 points for every score above 50"))
  }

  @Test func everyBundledStarterHasAChineseTwinWithTheSameCode() throws {
    let course = try ReplFixture.course.get()
    for exercise in course.exercises {
      let translated = try #require(
        exercise.files.translatedStarters[.zhHans], "\(exercise.id) has no starter.zh-Hans.swift")
      #expect(exercise.files.starter(.zhHans) == translated)
      #expect(exercise.files.starter(.en) == exercise.files.starter)
      let english = try String(contentsOf: exercise.files.starter, encoding: .utf8)
      let chinese = try String(contentsOf: translated, encoding: .utf8)
      let code = { (text: String) in
        text.split(separator: "\n").map { line in
          line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }
      }
      #expect(code(english) == code(chinese), "\(exercise.id): only comments are translated")
    }
  }
}
