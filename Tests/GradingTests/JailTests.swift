import Foundation
import Grading
import Sandbox
import SwiftToolchain
import Testing
import TutorTestSupport

/// What a student program can reach from inside the jail: none of the grader's files, no
/// peer's submission, no cache, no socket, no network, nothing that outlives the run.
@Suite struct JailTests {
  /// A correct `teamScore` that first tries every way out it knows and prints what happened.
  static func escapeAttempt(peer: String, socket: String, cache: String) -> String {
    """
    import Glibc

    func attempt(_ name: String, _ result: Int32) { print("\\(name): \\(result >= 0 ? "OPEN" : "denied")") }
    attempt("read peer", open("\(peer)", O_RDONLY))
    attempt("write peer", open("\(peer)", O_WRONLY | O_TRUNC))
    attempt("write cache", open("\(cache)/escape", O_WRONLY | O_CREAT, 0o644))
    attempt("passwd", open("/etc/passwd", O_RDONLY))
    attempt("root file", open("/escape", O_WRONLY | O_CREAT, 0o644))
    attempt("var tmp", open("/var/tmp/escape", O_WRONLY | O_CREAT, 0o644))
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      _ = "\(socket)".withCString { strncpy(raw.baseAddress!.assumingMemoryBound(to: CChar.self), $0, 100) }
    }
    let unixSocket = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(unixSocket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    attempt("unix socket", connected)
    var inet = sockaddr_in()
    inet.sin_family = sa_family_t(AF_INET)
    inet.sin_port = UInt16(53).bigEndian
    inet.sin_addr.s_addr = UInt32(0x08080808).bigEndian
    let tcp = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    let reached = withUnsafePointer(to: &inet) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(tcp, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    attempt("network", reached)
    let tmp = open("/tmp/left-behind", O_WRONLY | O_CREAT, 0o644)
    let shm = open("/dev/shm/left-behind", O_WRONLY | O_CREAT, 0o644)
    print("tmp writable: \\(tmp >= 0), shm writable: \\(shm >= 0), uid: \\(getuid())")

    func teamScore(_ scores: [Int]) -> Int {
      scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
    }
    """
  }

  @Test(.tags(.toolchain, .jail)) func aProgramReachesNoPeerNoCacheNoSocketAndNoNetwork() throws {
    let root = try TestPaths.makeTemporaryFolder("jail-escape")
    defer { try? FileManager.default.removeItem(at: root) }
    let peer = root.appendingPathComponent("peer/team-score.swift")
    try FileManager.default.createDirectory(
      at: peer.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("// the peer's secret answer\n".utf8).write(to: peer)
    let socketPath = root.appendingPathComponent("grader.sock").path
    let listener = try UnixListener(path: socketPath)
    let cache = try GraderFixture.cacheResult.get().directory
    let cacheBefore = TestPaths.contents(of: cache)
    let source = Self.escapeAttempt(peer: peer.path, socket: socketPath, cache: cache.path)
    let (result, leftovers) = try GraderFixture.grade(source: source, named: "escape.swift")
    let output = try #require(result.output)
    #expect(!output.contains("OPEN"), "\(output)")
    #expect(output.contains("read peer: denied"))
    #expect(output.contains("network: denied"))
    #expect(output.contains("uid: 65534"))
    #expect(result.status == .pass, "a correct answer still passes: \(result.tests)")
    #expect(try String(contentsOf: peer, encoding: .utf8) == "// the peer's secret answer\n")
    #expect(TestPaths.contents(of: cache) == cacheBefore)
    #expect(listener.acceptedConnections == 0)
    for path in ["/tmp/left-behind", "/dev/shm/left-behind", "/var/tmp/escape", "/escape"] {
      #expect(!FileManager.default.fileExists(atPath: path), "\(path) was left behind")
    }
    #expect(leftovers.isEmpty)
  }

  /// A descriptor the grader holds without close-on-exec in a gap below the ones a run is
  /// given (as descriptor 3 sits below the jail's status and filter, 4 and 5) is not the
  /// run's.
  @Test func aDescriptorTheGraderLeftOpenIsNotHandedOn() throws {
    let root = try TestPaths.makeTemporaryFolder("descriptors")
    defer { try? FileManager.default.removeItem(at: root) }
    let secret = root.appendingPathComponent("progress.json")
    try Data("{}".utf8).write(to: secret)
    // The lowest descriptor free here, without close-on-exec, and a status descriptor past it.
    let opened = open(secret.path, O_RDWR)
    defer { close(opened) }
    let request = ProcessRequest(
      executable: "/usr/bin/ls", arguments: ["-l", "/proc/self/fd/"],
      statusDescriptor: opened + 1)
    let output = CappedBuffer(limit: 1 << 16)
    _ = try ProcessRunner.run(request, output: output)
    #expect(output.text.contains(" 0 -> "), "\(output.text)")
    #expect(!output.text.contains("progress.json"), "\(output.text)")
  }

  @Test(.tags(.toolchain, .jail)) func aSubmissionWhoseEveryCheckLoopsCostsOneTimeLimit() throws {
    let source = """
      func teamScore(_ scores: [Int]) -> Int {
        var spins = 0
        while true { spins &+= 1 }
      }
      """
    var limits = SandboxLimits()
    limits.wallSeconds = 4
    let (result, leftovers) = try GraderFixture.grade(
      source: source, named: "loops.swift", limits: limits)
    #expect(result.status == .fail)
    #expect(result.tests.allSatisfy { $0.status == .error })
    #expect(result.tests[0].message?.contains("did not finish this check within 1 s") == true)
    // Every later check either got its own one-second share or was not run because the
    // program's single 4 s budget was used up — never a fresh 4 s per check.
    for test in result.tests.dropFirst() {
      let message = test.message ?? ""
      #expect(
        message.contains("within 1 s") || message.contains("within 4 s")
          || message.contains("time limit of the whole program (4 s)"),
        "\(message)")
    }
    #expect(result.hitTimeLimit)
    #expect(leftovers.isEmpty)
  }
}
