import Foundation
import Testing
import TutorTestSupport

/// docs/design.md's diagram of targets is Package.swift's, and Package.swift lists what each
/// target imports: `docs/targets.py --check` draws the diagram again from `swift package
/// dump-package` and fails, printing the block, when they differ, and names each source file
/// that imports a target of the package its own target does not list (SwiftPM builds such an
/// import through another target but does not rebuild the importer when it changes: a test
/// binary crashed on a struct's old layout).
@Suite struct TargetDiagramTests {
  @Test func theDiagramOfTargetsIsDrawnFromPackageSwift() throws {
    let script = TestPaths.packageRoot.appendingPathComponent("docs/targets.py")
    let result = try runCommand(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, "--check"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let design = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/design.md"), encoding: .utf8)
    // Drawn, not empty: the faces reach the learner's state, never each other.
    #expect(design.contains(#"TutorWeb["TutorWeb"] --> Learner["Learner"]"#))
    #expect(!design.contains(#"TutorWeb["TutorWeb"] --> TutorTerminal"#))
  }
}
