import Foundation
import Testing
import TutorSupport
import TutorTestSupport

@testable import Diagnostics
@testable import Grading
@testable import SwiftToolchain

/// The compiler's fix-its, read from its serialized diagnostics and turned into whole lines the
/// terminal shows and the page applies.
@Suite struct FixItTests {
  /// Mistakes, the line the compiler's fix makes of the mistaken line, and which line.
  static let fixed: [(code: String, line: Int, text: String)] = [
    ("let z = 4\nz = 5", 1, "var z = 4"),
    ("func f(name: String) {}\nf(\"a\")", 2, "f(name: \"a\")"),
    ("var count = 0\nif count = 1 { }", 2, "if count == 1 { }"),
    ("let maybe: Int? = 3\nlet y = maybe + 1", 2, "let y = (maybe ?? <#default value#>) + 1"),
    ("let 名字: String? = \"汤\"\nlet n = 名字.count", 2, "let n = 名字?.count"),
  ]

  @Test(.tags(.toolchain)) func theCompilersFixesBecomeWholeLines() throws {
    let swiftc = try Toolchain.discover().swiftc
    let folder = try TestPaths.makeTemporaryFolder("fixits")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, mistake) in Self.fixed.enumerated() {
      let file = folder.appendingPathComponent("mistake\(index).swift")
      let serialized = folder.appendingPathComponent("mistake\(index).dia")
      try Data(mistake.code.utf8).write(to: file)
      let run = try runCommand(
        swiftc,
        ["-typecheck", "-diagnostic-style", "llvm", file.path]
          + Diagnostic.serializing(to: serialized).flatMap { ["-Xfrontend", $0] })
      let diagnostics = Diagnostic.parse(run.stdout + run.stderr, serialized: serialized)
      #expect(!FileManager.default.fileExists(atPath: serialized.path), "read, then removed")
      let fixes = DiagnosticExplainer.fixes(
        diagnostics, studentFile: file.lastPathComponent, studentSource: mistake.code)
      let was = String(mistake.code.split(separator: "\n")[mistake.line - 1])
      let wanted = LineFix(line: mistake.line, was: was, text: mistake.text, note: "")
      let found = fixes.map { LineFix(line: $0.line, was: $0.was, text: $0.text, note: "") }
      #expect(found.contains(wanted), "\(mistake.code): \(fixes)")
    }
  }

  @Test func editsApplyFromTheRightAndRefuseOverlaps() {
    let line: Substring = "let y = maybe + 1"
    let insert = [
      FixIt(line: 3, column: 9, endLine: 3, endColumn: 9, text: "("),
      FixIt(line: 3, column: 14, endLine: 3, endColumn: 14, text: " ?? 0)"),
    ]
    #expect(FixIt.applied(insert, toLine: line, number: 3) == "let y = (maybe ?? 0) + 1")
    let overlapping = [
      FixIt(line: 3, column: 1, endLine: 3, endColumn: 6, text: "a"),
      FixIt(line: 3, column: 4, endLine: 3, endColumn: 8, text: "b"),
    ]
    #expect(FixIt.applied(overlapping, toLine: line, number: 3) == nil)
    let otherLine = [FixIt(line: 2, column: 1, endLine: 3, endColumn: 1, text: "")]
    #expect(FixIt.applied(otherLine, toLine: line, number: 3) == nil)
    let pastTheEnd = [FixIt(line: 3, column: 17, endLine: 3, endColumn: 40, text: "x")]
    #expect(FixIt.applied(pastTheEnd, toLine: line, number: 3) == nil)
  }

  @Test func brokenOrForeignBytesReadAsNothing() {
    #expect(SerializedDiagnostics.parse([]).isEmpty)
    #expect(SerializedDiagnostics.parse(Array("DIAG".utf8)).isEmpty)
    #expect(SerializedDiagnostics.parse(Array("BC\u{C0}\u{DE}junk".utf8)).isEmpty)
    // Random tails after the magic end the walk without trapping.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let tail = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      _ = SerializedDiagnostics.parse(Array("DIAG".utf8) + tail)
    }
  }

  @Test(arguments: Language.allCases) func aFixReadsAsASuggestion(_ language: Language) {
    let fix = LineFix(line: 1, was: "  let z = 4", text: "  var z = 4", note: "change")
    #expect(
      fix.shown(language)
        == (language == .en ? "the compiler suggests: var z = 4" : "编译器建议：var z = 4"))
  }
}
