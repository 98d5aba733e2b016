import Foundation
import Synchronization
import Testing
import TutorSupport

@testable import TutorWeb

/// The classroom's limits in themselves, on a clock of the test's own: the token buckets of
/// Checks and new students, the address a limit counts by, and a student's share of the disk.
struct ClassroomLimitTests {
  /// A clock that moves only when the test says so.
  final class TestClock: Sendable {
    private let instant = Mutex(ContinuousClock.now)
    var now: ContinuousClock.Instant { instant.withLock { $0 } }
    func advance(_ duration: Duration) { instant.withLock { $0 += duration } }
  }

  @Test func aBurstThenOneEveryIntervalAndEachKeyItsOwn() {
    let clock = TestClock()
    let checks = RateLimit(burst: 5, interval: .seconds(10), now: { clock.now })
    for _ in 0..<5 { #expect(checks.take("alice") == nil) }
    #expect(checks.take("alice") == 10)
    #expect(checks.take("bob") == nil)  // another student's bucket is full
    clock.advance(.seconds(3))
    #expect(checks.take("alice") == 7)  // a refusal spends nothing
    clock.advance(.seconds(7))
    #expect(checks.take("alice") == nil)
    #expect(checks.take("alice") == 10)
    clock.advance(.seconds(3600))  // a long pause fills the burst, no more
    for _ in 0..<5 { #expect(checks.take("alice") == nil) }
    #expect(checks.take("alice") != nil)
  }

  /// A new key (a new student) has one token, not a burst: a new cookie is no way around the
  /// limit. What it saves up later still reaches the burst.
  @Test func aNewKeyStartsWithOneTokenAndSavesUpToTheBurst() {
    let clock = TestClock()
    let checks = RateLimit(burst: 5, interval: .seconds(10), start: 1, now: { clock.now })
    for student in ["alice", "bob", "carol"] {
      #expect(checks.take(student) == nil)
      #expect(checks.take(student) == 10)
    }
    clock.advance(.seconds(3600))
    for _ in 0..<5 { #expect(checks.take("alice") == nil) }
    #expect(checks.take("alice") == 10)
    // A token given back (the address refused the Check) is there again, within the burst.
    checks.giveBack("alice")
    #expect(checks.take("alice") == nil)
    #expect(checks.take("alice") == 10)
    let free = RateLimit(burst: 1, interval: .zero, start: 1, now: { clock.now })
    for _ in 0..<100 { #expect(free.take("alice") == nil) }
  }

  @Test func everyLoopbackAddressIsOneMachineAndIPv6CountsBySlash64() {
    for local in ["127.0.0.1", "127.0.0.2", "127.255.1.9", "::1", "::ffff:127.0.0.5"] {
      #expect(ClientAddress.key(local) == "loopback", "\(local)")
    }
    #expect(ClientAddress.key("192.168.1.20") == "192.168.1.20")
    #expect(ClientAddress.key("::ffff:192.168.1.20") == "192.168.1.20")
    #expect(ClientAddress.key("2001:db8:1:2::1") == ClientAddress.key("2001:db8:1:2:ffff::9"))
    #expect(ClientAddress.key("2001:db8:1:2::1") != ClientAddress.key("2001:db8:1:3::1"))
    #expect(ClientAddress.key(nil) == "unknown")
  }

  @Test func aStudentsFolderStaysWithinItsQuotaAndCanAlwaysShrink() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quota-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let quota = DiskQuota(files: 3, bytes: 10 << 10)
    let a = folder.appendingPathComponent("a.swift")
    let b = folder.appendingPathComponent("b.swift")
    try quota.admit(6000, to: a, in: folder)
    try Data(count: 6000).write(to: a)
    #expect(DiskQuota.usage(of: folder) == (1, 6000))
    try quota.admit(9000, to: a, in: folder)  // replaces a: 9000 in all
    try Data(count: 9000).write(to: a)
    do {
      try quota.admit(5000, to: b, in: folder)
      Issue.record("5000 more bytes were let in")
    } catch let error as WebError {
      #expect(error.status.code == 507 && error.message.key == "web.error.quota")
      #expect(error.message.text(.en).contains("10 KiB in 3 files"))
      #expect(error.message.text(.zhHans).contains("没有保存"))
    }
    try quota.admit(1000, to: b, in: folder)
    try Data(count: 1000).write(to: b)
    try quota.admit(10, to: a, in: folder)  // smaller: always
    // Files: a third is fine, a fourth is not, however small.
    let few = DiskQuota(files: 3, bytes: 1 << 20)
    try Data(count: 1).write(to: folder.appendingPathComponent("c.swift"))
    #expect(throws: WebError.self) {
      try few.admit(1, to: folder.appendingPathComponent("d.swift"), in: folder)
    }
    try few.admit(1, to: b, in: folder)
  }
}
