import Diagnostics
import Foundation
import Grading
import SwiftToolchain
import Testing
import TutorTestSupport

/// A compile of a learner's code ends within its bounds and says which expression to split,
/// once, at its line: never a worker held for a minute, never a dozen repeated errors.
@Suite struct CompileBoundsTests {
  @Test(.tags(.toolchain, .jail)) func aCompileBombIsAnErrorAtItsFirstLine() throws {
    let (result, _) = try GraderFixture.grade(source: CompileBomb.teamScore, named: "bomb.swift")
    #expect(result.status == .error)
    let message = try #require(result.message)
    #expect(
      message.contains(
        "bomb.swift:\(CompileBomb.firstLine):12: error: the compiler is unable to type-check"),
      "\(message)")
    #expect(
      message.components(separatedBy: "unable to type-check").count == 2, "said once: \(message)")
    #expect(message.contains("Split it into smaller ones"), "\(message)")
  }

  @Test(.tags(.toolchain, .jail)) func theTipIsInTheLearnersLanguage() throws {
    let (result, _) = try GraderFixture.grade(
      source: CompileBomb.teamScore, named: "bomb.swift", language: .zhHans)
    let message = try #require(result.message)
    #expect(message.contains("请把它拆成几个小的表达式"), "\(message)")
  }

  /// Stopped before the type checker named any line, the longest expression is named.
  @Test func aCompileStoppedWithoutAWordNamesTheLongestExpression() {
    let source = "let a = 1\nlet b = 2.0\nlet short = a + 1\nlet long = a + 1 * b - 2 + a * 3\n"
    let stopped = CompileResult(succeeded: false, text: "", stoppedAtLimit: true)
    let shown = StoppedCompile.diagnostics([], of: stopped, file: "f.swift", source: source)
    #expect(shown.count == 1)
    #expect(shown.first?.line == 4 && shown.first?.column == 12, "\(shown)")
    #expect(shown.first?.message == StoppedCompile.tooComplex)
    let finished = CompileResult(succeeded: false, text: "", stoppedAtLimit: false)
    #expect(StoppedCompile.diagnostics([], of: finished, file: "f.swift", source: source).isEmpty)
  }
}
