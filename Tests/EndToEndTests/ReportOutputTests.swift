import Foundation
import Testing
import TutorTestSupport

/// `--output`: `-` is standard output; a regular file is replaced at once; a device, a FIFO or
/// a link is written through, never replaced (`--output /dev/null` as root replaced the
/// machine's `/dev/null` with a regular file).
@Suite(.tags(.toolchain, .jail)) struct ReportOutputTests {
  /// A class of one passing student, and `grade` of it to `output`.
  struct OneStudent {
    let folder: SubmissionFolder

    init() throws {
      folder = try SubmissionFolder()
      try folder.add("ann", "team-score", copying: try CourseFiles.solution(of: "team-score"))
    }

    func grade(to output: String) throws -> CommandResult {
      try CourseFiles.tutor(["grade", folder.url.path, "--output", output])
    }
  }

  static func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test func aDashIsStandardOutput() throws {
    let oneStudent = try OneStudent()
    defer { oneStudent.folder.remove() }
    let run = try oneStudent.grade(to: "-")
    #expect(run.status == 0, "\(run.transcript)")
    #expect(run.stdout.contains("PASS ann/team-score"), "\(run.stdout)")
    #expect(!FileManager.default.fileExists(atPath: "-"))
  }

  /// The test holds the FIFO's reading end open (without blocking) before `grade` runs, so
  /// `grade`'s open for writing never waits on a reader thread the test pool may not start.
  @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
    let oneStudent = try OneStudent()
    defer { oneStudent.folder.remove() }
    let fifo = oneStudent.folder.reportFile("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let run = try oneStudent.grade(to: fifo)
    #expect(run.status == 0, "\(run.transcript)")
    #expect(Self.drain(reader).contains("PASS ann/team-score"))
    #expect(Self.kind(fifo) == S_IFIFO)
  }

  /// What a writer that has closed its end left in the FIFO (one small report fits its buffer).
  static func drain(_ reader: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(reader, &buffer, buffer.count), count > 0 {
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aLinkKeepsPointingAtTheReplacedFile() throws {
    let oneStudent = try OneStudent()
    defer { oneStudent.folder.remove() }
    let target = oneStudent.folder.reportFile("report.txt")
    try Data("old\n".utf8).write(to: target)
    let link = oneStudent.folder.reportFile("latest").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
    let run = try oneStudent.grade(to: link)
    #expect(run.status == 0, "\(run.transcript)")
    #expect(Self.kind(link) == S_IFLNK)
    #expect(try String(contentsOf: target, encoding: .utf8).contains("PASS ann/team-score"))
  }

  /// A student who owns the folder root writes marks into points `marks.csv` at a file of
  /// root's: root never follows a link another user owns, and nothing is written.
  @Test(.enabled(if: getuid() == 0)) func aLinkAnotherUserOwnsIsNotFollowed() throws {
    let oneStudent = try OneStudent()
    defer { oneStudent.folder.remove() }
    let target = oneStudent.folder.reportFile("roots-file")
    try Data("root's\n".utf8).write(to: target)
    let link = oneStudent.folder.reportFile("marks.csv").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
    #expect(lchown(link, 65534, 65534) == 0)
    let run = try oneStudent.grade(to: link)
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains("a link another user owns, not followed"), "\(run.stderr)")
    #expect(try String(contentsOf: target, encoding: .utf8) == "root's\n")
  }

  /// A null device of the test's own (as root; an ordinary user cannot make one), so that a
  /// regression replaces that one, never the machine's.
  @Test(.enabled(if: getuid() == 0)) func aDeviceIsWrittenThroughAndStaysADevice() throws {
    let oneStudent = try OneStudent()
    defer { oneStudent.folder.remove() }
    let device = oneStudent.folder.reportFile("null").path
    #expect(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    let run = try oneStudent.grade(to: device)
    #expect(run.status == 0, "\(run.transcript)")
    #expect(Self.kind(device) == S_IFCHR)
  }

  @Test func aFolderIsRefusedWithTheReason() throws {
    let oneStudent = try OneStudent()
    defer { oneStudent.folder.remove() }
    let run = try oneStudent.grade(to: oneStudent.folder.reportFile("").path)
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains("Is a directory"), "\(run.stderr)")
  }
}
