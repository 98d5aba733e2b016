import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor --version` (docs/design.md, "The command line"): the tool's version and build,
/// then the toolchain's.
@Suite struct VersionTests {
  @Test func theToolsVersionThenTheToolchains() throws {
    let run = try TutorBinary.run(["--version"])
    #expect(run.status == 0, "\(run.transcript)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(run.stdout)")
    #expect(lines.first?.hasPrefix("swift-tutor ") == true, "\(run.stdout)")
    #expect(lines.first?.contains("(build judge-") == true, "\(run.stdout)")
    #expect(lines.last?.contains("Swift version") == true, "\(run.stdout)")
  }
}
