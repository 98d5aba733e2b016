import Foundation
import Grading
import Testing

/// Submissions written to fake a pass, each graded for real in the jail: whatever they do
/// inside their own process, the verdict comes from comparing their observations with the
/// solution's, outside it.
@Suite(.tags(.toolchain, .jail)) struct HostileSubmissionTests {
  @Test func recordsForgedWithTheRunsMarkerCannotPassTheRandomCheck() throws {
    let (result, leftovers) = try GraderFixture.grade("forged-records.swift")
    #expect(result.status == .fail)
    // The fixed answers it wrote are right (as a hard-coded table would be) …
    #expect(result.tests.prefix(3).allSatisfy { $0.status == .pass })
    // … but the seed of this run draws inputs no table holds.
    #expect(result.tests[3].status == .fail)
    #expect(result.tests[3].message?.contains("expected") == true)
    #expect(leftovers.isEmpty)
  }

  @Test func runningTheProbesPrivatelyOnlyReportsItsOwnAnswers() throws {
    let (result, _) = try GraderFixture.grade("private-run.swift")
    #expect(result.status == .fail)
    #expect(result.tests[0].status == .pass)  // 3 × [51].count happens to be right
    #expect(result.tests[1].message == "teamScore([50]): expected 1, got 3")
  }

  /// Observations written through the marker put the program's own words in the report: as
  /// the value it "got" and as an extra observation, on one line and cut short, never under a
  /// label the program chose.
  @Test func aProgramsOwnWordsInTheReportStayShortAndOnOneLine() throws {
    let (result, _) = try GraderFixture.grade("grader-note.swift")
    #expect(result.status == .fail)
    let messages = result.tests.compactMap(\.message)
    #expect(!messages.isEmpty)
    for message in messages {
      #expect(!message.contains("\n") && message.count < 250, "\(message)")
      #expect(!message.contains("NOTE FROM THE GRADER"), "\(message)")
    }
  }

  @Test func aResultTypeWhoseEqualityIsAlwaysTrueFails() throws {
    let (result, _) = try GraderFixture.grade("always-equal.swift")
    #expect(result.status == .fail)
    #expect(result.tests[0].message == "teamScore([51]): expected 3, got 11")
  }

  @Test func rewritingRecordsOnARedirectedStandardOutputDoesNotPass() throws {
    let (result, leftovers) = try GraderFixture.grade("stdout-rewriter.swift")
    #expect(result.status != .pass)
    #expect(result.tests.contains { $0.status != .pass })
    #expect(leftovers.isEmpty)
  }

  @Test func verdictShapedPrintsAreOnlyOutput() throws {
    let (result, _) = try GraderFixture.grade("verdict-prints.swift")
    #expect(result.status == .fail)
    #expect(result.tests.count == 4)
    #expect(result.tests.allSatisfy { $0.status == .fail })
    #expect(result.tests[0].output?.contains("PASS") == true)
    #expect(result.output?.contains("PASS all checks passed") == true)
  }

  @Test func twoProcessesReportingAreNotAPass() throws {
    let (result, leftovers) = try GraderFixture.grade("forked-reporter.swift")
    #expect(result.status != .pass)
    #expect(result.tests.allSatisfy { $0.status != .pass })
    #expect(leftovers.isEmpty)
  }

  @Test func symbolRenamingAndPreMainAttributesAreRefusedInEverySpelling() throws {
    for (file, attribute) in [
      ("silgen-name.swift", "`@_silgen_name`"), ("backtick-cdecl.swift", "`@_cdecl`"),
      ("init-array.swift", "`@section`"),
    ] {
      let (result, _) = try GraderFixture.grade(file)
      #expect(result.status == .error, "\(file)")
      #expect(result.message?.contains(attribute) == true, "\(file): \(result.message ?? "")")
    }
  }

  @Test func recordsAtTheEdgeOfIntNeitherCrashTheGraderNorCount() throws {
    let (result, leftovers) = try GraderFixture.grade("forged-overflow.swift")
    #expect(result.status == .fail)
    #expect(result.tests.count == 4)
    #expect(
      result.tests.allSatisfy { $0.status == .error && $0.message?.hasPrefix("not run") == true })
    #expect(leftovers.isEmpty)
  }

  @Test func aQuotedLineShapedLikeADiagnosticIsNotOne() throws {
    let (result, _) = try GraderFixture.grade("fake-diagnostic.swift")
    #expect(result.status == .error)
    #expect(result.message?.contains("fake-diagnostic.swift:4:") == true, "\(result.message ?? "")")
  }

  @Test func aFileTooLargeToGradeIsRefusedBeforeItIsParsed() throws {
    let source =
      "func teamScore(_ s: [Int]) -> Int { 0 }\n"
      + String(repeating: "// padding padding padding padding padding padding\n", count: 6_000)
    let (result, _) = try GraderFixture.grade(source: source, named: "big.swift")
    #expect(result.status == .error)
    #expect(result.message?.contains("big.swift is too large to grade") == true)
  }
}
