import Foundation
import LineEditing
import Testing

/// EditLineReader's history file.
///
/// The reader is created without ever reading a line, so no terminal is needed; one reader
/// at a time, hence serialized.
@Suite("EditLineReader history file", .serialized)
struct LineEditingHistoryTests {
  private func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("line-editing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("history is saved at once, capped, deduplicated, and reloaded by the next reader")
  func persistsAcrossReaders() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let url = root.appendingPathComponent("state/swift-tutor/history")
    let first = try EditLineReader(historyURL: url, historyLimit: 3)
    #expect(throws: LineEditingError.alreadyActive) { try EditLineReader(historyURL: nil) }
    for entry in ["one", "two two", "three", "  ", "four", "four"] {
      first.addHistory(entry)
    }
    #expect(first.historyError == nil)
    #expect(
      try String(contentsOf: url, encoding: .utf8) == "_HiStOrY_V2_\ntwo\\040two\nthree\nfour\n")
    first.close()
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    let second = try EditLineReader(historyURL: url, historyLimit: 3)
    second.addHistory("func f() {\n}")
    second.close()
    #expect(
      try String(contentsOf: url, encoding: .utf8)
        == "_HiStOrY_V2_\nthree\nfour\nfunc\\040f()\\040{\\012}\n")
  }

  @Test("a file that is not a history file is reported and left untouched")
  func foreignFileKept() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let url = root.appendingPathComponent("history")
    try "my notes\n".write(to: url, atomically: true, encoding: .utf8)
    let reader = try EditLineReader(historyURL: url)
    defer { reader.close() }
    guard case .historyLoad(let path, _) = reader.historyError else {
      Issue.record("expected a load error, got \(String(describing: reader.historyError))")
      return
    }
    #expect(path == url.path)
    reader.addHistory("let x = 1")
    #expect(try String(contentsOf: url, encoding: .utf8) == "my notes\n")
  }

  @Test("a history directory that cannot be created is reported with its path")
  func directoryProblem() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("state")
    try "a file, not a directory".write(to: blocker, atomically: true, encoding: .utf8)
    let reader = try EditLineReader(historyURL: blocker.appendingPathComponent("tutor/history"))
    defer { reader.close() }
    guard case .historyDirectory(let path, let reason) = reader.historyError else {
      Issue.record("expected a directory error, got \(String(describing: reader.historyError))")
      return
    }
    #expect(path == blocker.appendingPathComponent("tutor").path)
    #expect(!reason.isEmpty)
    #expect("\(reader.historyError.map(String.init(describing:)) ?? "")".contains(path))
  }
}
