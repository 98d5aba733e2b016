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
    // A commit whole, as a recipe pins it (in a checkout: no VERSION file beside the lessons).
    let version = lines.first?.split(separator: " ").dropFirst().first ?? ""
    let commit = version.split(separator: "-").last(where: { $0.count >= 40 }) ?? version
    #expect(
      version == "development build" || version.hasPrefix("v")
        || commit.prefix(40).allSatisfy(\.isHexDigit) && commit.count >= 40, "\(run.stdout)")
    #expect(lines.last?.contains("Swift version") == true, "\(run.stdout)")
  }
}
