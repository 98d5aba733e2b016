import Foundation
import Testing
import TutorTestSupport

@testable import Grading
@testable import Sandbox

/// A limit the kernel keeps per process is one field of `SandboxLimits` and one flag of its
/// one `prlimit` list, which graded runs and the live host share (the host with its own CPU
/// ceiling): the open files limit, as an example of each.
@Suite struct OpenFilesLimitTests {
  @Test func theLiveHostSharesTheGradedRunsLimitsButItsCPU() {
    var limits = SandboxLimits()
    limits.openFiles = 40
    let graded = limits.prlimitArguments
    let host = limits.prlimitArguments(cpu: (10, 3600))
    #expect(graded.contains("--nofile=40:40") && host.contains("--nofile=40:40"))
    #expect(graded.contains("--cpu=5:5") && host.contains("--cpu=10:3600"))
    #expect(graded.filter { !$0.hasPrefix("--cpu=") } == host.filter { !$0.hasPrefix("--cpu=") })
  }

  /// Past its open files a program's next `dup` fails, in the jail, as root and as anyone.
  @Test(.tags(.toolchain, .jail)) func aProgramOpensNoMoreFilesThanItsLimit() throws {
    var limits = GraderFixture.quickLimits
    limits.openFiles = 40
    let spec = ExerciseSpec(
      id: "open-files", judging: .output(expected: "stopped below 40\n"), uses: [],
      solutionSource: "print(\"stopped below 40\")\n")
    let source = """
      import Glibc
      var opened = 0
      while opened < 1000, dup(1) >= 0 { opened += 1 }
      print(opened < 40 ? "stopped below 40" : "opened \\(opened)")

      """
    let (result, leftovers) = try GraderFixture.grade(
      source: source, named: "open-files.swift", exercise: spec, limits: limits)
    #expect(result.status == .pass, "\(result.tests.map { $0.message ?? "" })")
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}
