import Evaluator
import Testing

/// Submissions that try to report a pass without passing (SPEC §7: student code
/// cannot change the verdict), each graded for real.
@Suite(.serialized) struct ForgedVerdictTests {
  @Test func rewritingTheRecordsOnARedirectedStandardOutputDoesNotPass() throws {
    let (result, leftovers) = try GraderFixture.grade("stdout-rewriter.swift")
    #expect(result.status == .fail)
    #expect(result.tests.count == 3)
    #expect(result.tests.allSatisfy { $0.status == .fail })
    #expect(result.tests[0].message?.contains("expected 3, got 0") == true)
    #expect(result.output?.contains("kept") == true, "the student's own output still arrives")
    #expect(leftovers.isEmpty)
  }

  @Test func replacingTheHarnessBySymbolNameIsRefusedBeforeCompiling() throws {
    let (result, _) = try GraderFixture.grade("harness-replacement.swift")
    #expect(result.status == .error)
    #expect(result.tests.map(\.name) == ["rule: attribute (line 9)", "rule: attribute (line 17)"])
    #expect(result.message?.contains("harness-replacement.swift:9: `@_silgen_name`") == true)
  }

  /// Without `nobody` (process-group mode as root here, an ordinary user's run
  /// elsewhere) the program may write its own file; a re-run must notice.
  @Test func replacingTheProgramBeforeARerunIsAnError() throws {
    let (result, leftovers) = try GraderFixture.grade(
      "program-replacement.swift", mode: .processGroup)
    #expect(result.status == .error)
    #expect(result.message == "the program was changed on disk while it was being graded")
    #expect(result.tests.isEmpty)
    #expect(leftovers.isEmpty)
  }

  @Test func checksReportedByTwoProcessesAreAnError() throws {
    let (result, leftovers) = try GraderFixture.grade("forked-reporter.swift")
    #expect(result.status == .error)
    #expect(result.message?.contains("the checks were reported twice (fork?)") == true)
    #expect(leftovers.isEmpty)
  }
}
