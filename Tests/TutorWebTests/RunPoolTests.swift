import Foundation
import Testing

@testable import TutorWeb

/// The run queue's fairness, with a worker the test holds: each owner's share (429 past it)
/// and the bound on runs waiting in all (503, with when to try again).
struct RunPoolTests {
  @Test func anOwnersShareAndTheWholeQueueAreBounded() async throws {
    let pool = RunPool(width: 1, share: 2, queue: 3)
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    // Alice's first run holds the only worker until the test opens the gate.
    let first = Task {
      try await pool.run(for: "alice") {
        started.signal()
        gate.wait()
      }
    }
    await Task.detached { started.wait() }.value
    var queued: [Task<Void, any Error>] = []
    for owner in ["alice", "bob"] {
      queued.append(Task { try await pool.run(for: owner) {} })
      await pool.waitUntil(waiting: queued.count)
    }
    do {
      try await pool.run(for: "alice") {}  // one running, one waiting: her share
      Issue.record("a third run of Alice's was let in")
    } catch let error as WebError {
      #expect(error.status.code == 429 && error.message.key == "web.error.busy")
    }
    queued.append(Task { try await pool.run(for: "carol") {} })
    await pool.waitUntil(waiting: 3)
    do {
      try await pool.run(for: "dave") {}
      Issue.record("a fourth waiting run was let in")
    } catch let error as WebError {
      #expect(error.status.code == 503 && error.message.key == "web.error.queue-full")
      #expect(error.retryAfter == 10)
    }
    gate.signal()
    try await first.value
    for task in queued { try await task.value }
    try await pool.run(for: "dave") {}  // the queue drained: Dave's turn
  }
}

extension RunPool {
  /// Waits (yielding, not sleeping) until `count` runs wait for a worker.
  fileprivate func waitUntil(waiting count: Int) async {
    while waitingCount < count { await Task.yield() }
  }
}
