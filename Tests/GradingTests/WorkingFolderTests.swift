import Foundation
import Grading
import SwiftToolchain
import Testing
import TutorTestSupport

/// Every program the tool starts works in a folder of its own: never the caller's, which the
/// program's user may not be able to enter.
@Suite struct WorkingFolderTests {
  /// What `/bin/pwd -P` prints for a request started in `folder` (nil: the default).
  static func folder(of folder: String?) throws -> String {
    var request = ProcessRequest(executable: "/bin/pwd", arguments: ["-P"])
    if let folder { request.workingDirectory = folder }
    let output = CappedBuffer(limit: 4096)
    let outcome = try ProcessRunner.run(request, output: output)
    #expect(outcome.succeeded)
    return output.text.trimmingCharacters(in: .newlines)
  }

  @Test func aProgramStartsInTheRootUnlessGivenAFolder() throws {
    #expect(FileManager.default.currentDirectoryPath != "/")
    #expect(try Self.folder(of: nil) == "/")
    let own = try TestPaths.makeTemporaryFolder("own").resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: own) }
    #expect(try Self.folder(of: own.path) == own.path)
  }

  /// The jail's `PWD` and working folder are its own (`/sandbox`), whatever folder the grader
  /// was started in.
  @Test(.tags(.toolchain, .jail)) func aJailedProgramSeesOnlyItsOwnFolder() throws {
    let source = """
      import Foundation
      print("PWD=\\(ProcessInfo.processInfo.environment["PWD"] ?? "none")")
      print("cwd=\\(FileManager.default.currentDirectoryPath)")
      func teamScore(_ scores: [Int]) -> Int { scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) } }
      """
    let (result, _) = try GraderFixture.grade(source: source, named: "pwd.swift")
    let output = try #require(result.output)
    #expect(output.contains("PWD=/sandbox\n"), "\(output)")
    #expect(output.contains("cwd=/sandbox\n"), "\(output)")
    #expect(!output.contains(FileManager.default.currentDirectoryPath), "\(output)")
  }
}
