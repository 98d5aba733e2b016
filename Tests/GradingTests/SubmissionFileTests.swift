import Foundation
import Testing

@testable import Grading

/// `grade` reads each submission once through descriptors that follow no link, so a student
/// who swaps their file for a link to a peer's between a check and a read gets nothing.
@Suite struct SubmissionFileTests {
  private func layout() throws -> (root: URL, peer: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("submission-file-\(UUID().uuidString)")
    for student in ["alice", "mallory"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(student), withIntermediateDirectories: true)
    }
    let peer = root.appendingPathComponent("alice/team-score.swift")
    try Data("func teamScore() {}\n".utf8).write(to: peer)
    return (root, peer)
  }

  private func problem(_ file: URL) -> SubmissionFile.Problem? {
    if case .failure(let problem) = SubmissionFile.read(file) { return problem }
    return nil
  }

  @Test func aRegularFileIsReadWhole() throws {
    let (root, peer) = try layout()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try SubmissionFile.read(peer).get() == "func teamScore() {}\n")
  }

  @Test func aLinkToAPeersFileIsRefusedNotFollowed() throws {
    let (root, peer) = try layout()
    defer { try? FileManager.default.removeItem(at: root) }
    let mine = root.appendingPathComponent("mallory/team-score.swift")
    try FileManager.default.createSymbolicLink(at: mine, withDestinationURL: peer)
    #expect(problem(mine)?.reason == "the file is a symbolic link; links are not followed")
    #expect(problem(mine)?.irregular == true)
  }

  @Test func aStudentFolderThatIsALinkIsRefused() throws {
    let (root, _) = try layout()
    defer { try? FileManager.default.removeItem(at: root) }
    let linked = root.appendingPathComponent("eve")
    try FileManager.default.createSymbolicLink(
      at: linked, withDestinationURL: root.appendingPathComponent("alice"))
    let file = linked.appendingPathComponent("team-score.swift")
    #expect(
      problem(file)?.reason == "the student's folder is a symbolic link; links are not followed")
  }

  @Test func aFifoIsRefusedWithoutWaitingForAWriter() throws {
    let (root, _) = try layout()
    defer { try? FileManager.default.removeItem(at: root) }
    let fifo = root.appendingPathComponent("mallory/team-score.swift")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    #expect(problem(fifo)?.reason == "it is not a regular file")
  }

  @Test func missingOversizedAndNonUTF8FilesSaySo() throws {
    let (root, _) = try layout()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = root.appendingPathComponent("mallory/gone.swift")
    #expect(problem(missing)?.reason == "the file does not exist (a broken link?)")
    let big = root.appendingPathComponent("mallory/big.swift")
    try Data(repeating: 0x41, count: Grader.largestSource + 1).write(to: big)
    #expect(problem(big)?.reason.hasPrefix("the file is too large") == true)
    let binary = root.appendingPathComponent("mallory/binary.swift")
    try Data([0xFF, 0xFE, 0x00]).write(to: binary)
    #expect(problem(binary)?.reason == "not UTF-8 text")
  }
}
