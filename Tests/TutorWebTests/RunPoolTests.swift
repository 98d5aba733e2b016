import Foundation
import Testing

@testable import TutorWeb

/// The run queue's fairness, with a worker the test holds: each owner's share (429 past it)
/// and the bound on runs waiting in all (503, with when to try again).
struct RunPoolTests {
  /// A run of `owner`'s holding `pool`'s only worker, started, until the test signals the gate;
  /// it then returns `value`.
  private func holdTheWorker<Value: Sendable>(
    of pool: RunPool, for owner: String, returning value: Value
  ) async -> (run: Task<Value, any Error>, gate: DispatchSemaphore) {
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    let run = Task {
      try await pool.run(for: owner) {
        started.signal()
        gate.wait()
        return value
      }
    }
    await Task.detached { started.wait() }.value
    return (run, gate)
  }

  @Test func anOwnersShareAndTheWholeQueueAreBounded() async throws {
    let pool = RunPool(width: 1, share: 2, queue: 3)
    // Alice's first run holds the only worker until the test opens the gate.
    let (first, gate) = await holdTheWorker(of: pool, for: "alice", returning: ())
    var queued: [Task<Void, any Error>] = []
    for owner in ["alice", "bob"] {
      queued.append(Task { try await pool.run(for: owner) {} })
      await pool.waitUntil(waiting: queued.count)
    }
    do {
      try await pool.run(for: "alice") {}  // one running, one waiting: her share
      Issue.record("a third run of Alice's was let in")
    } catch let error as WebError {
      #expect(error.status.code == 429 && error.message.key == "web.error.busy.other")
    }
    queued.append(Task { try await pool.run(for: "carol") {} })
    await pool.waitUntil(waiting: 3)
    // The queue is full, one run each waiting. Dave, with nothing waiting, is let in (a 503 is
    // never a stranger's); Alice, who holds the most (one at work, one waiting), gives way.
    let dave = Task { try await pool.run(for: "dave") {} }
    do {
      try await queued[0].value
      Issue.record("Alice's waiting run kept its place")
    } catch let error as WebError {
      #expect(error.status.code == 503 && error.message.key == "web.error.queue-full")
      #expect(error.retryAfter == 10)
    }
    gate.signal()
    try await first.value
    for task in queued.dropFirst() { try await task.value }
    try await dave.value
    try await pool.run(for: "dave") {}  // the queue drained: Dave's turn
  }

  /// One client's students fill both workers and the queue with runs the test holds; a
  /// student from elsewhere is answered as soon as one of them ends, the others still held.
  @Test func anotherStudentRunsAsSoonAsOneRunEnds() async throws {
    let pool = RunPool(width: 2, share: 4, queue: 64, classroom: true)
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    var flood: [Task<Void, any Error>] = []
    for student in 0..<16 {
      for _ in 0..<4 {
        flood.append(
          Task {
            try await pool.run(for: "student \(student)", from: "flood") {
              started.signal()
              gate.wait()
            }
          })
      }
    }
    await Task.detached {
      started.wait()
      started.wait()
    }.value
    await pool.waitUntil(waiting: 62)
    let eve = Task { try await pool.run(for: "eve", from: "home") { "x: Int = 2" } }
    await pool.waitUntil(waiting: 63)
    gate.signal()  // one run of the flood ends
    #expect(try await eve.value == "x: Int = 2")
    #expect(pool.waitingCount >= 61, "the flood's runs still wait behind eve's")
    for _ in 0..<80 { gate.signal() }
    for task in flood { _ = try? await task.value }
  }

  /// An owner with a share of one who asks again as soon as an answer comes finds their turn
  /// free: the answer is handed over only once the pool counted the run done (a page's Ctrl-I
  /// right after an answered completion was refused, and said "no documentation here").
  @Test func anAnsweredOwnerMayAskAgainAtOnce() async throws {
    let pool = RunPool(width: 1, share: 1, queue: 64, classroom: false, weighsTenure: false)
    // Four askers, each asking again the moment they are answered: the worker that answered
    // one has every chance to be overtaken before it counts the run done.
    try await withThrowingTaskGroup(of: Void.self) { group in
      for owner in ["ada", "bo", "cy", "di"] {
        group.addTask {
          for index in 0..<500 {
            let answer = try await pool.run(for: owner, from: owner) { index }
            #expect(answer == index)
          }
        }
      }
      try await group.waitForAll()
    }
  }

  /// A run whose asker hung up while it waited is not run when its turn comes: sixty-four
  /// sleeping runs sent and abandoned held the workers for six minutes.
  @Test func aRunAbandonedWhileItWaitedIsNotRun() async throws {
    let pool = RunPool(width: 1, share: 4, queue: 8)
    let (holder, gate) = await holdTheWorker(of: pool, for: "alice", returning: ())
    let hungUp = Hangup()
    let ran = Hangup()
    let abandoned = Task {
      try await pool.run(for: "bob", abandoned: hungUp.abandoned) { ran.happened() }
    }
    await pool.waitUntil(waiting: 1)
    hungUp.happened()
    gate.signal()
    try await holder.value
    await #expect(throws: CancellationError.self) { try await abandoned.value }
    #expect(!ran.hasHappened)
    let next = try await pool.run(for: "carol") { 42 }
    #expect(next == 42, "the worker goes on")
  }

  /// The server stops: every run still waiting is answered 503 in the learner's words, and so
  /// is every one asked for from then on; the run at work finishes. (A SIGTERM'd server worked
  /// through a client's queued runs for minutes.)
  @Test func aClosedPoolAnswersTheRunsWaitingAndRefusesNewOnes() async throws {
    let pool = RunPool(width: 1, share: 4, queue: 8)
    let (atWork, gate) = await holdTheWorker(of: pool, for: "ann", returning: "finished")
    let waiting = (0..<2).map { _ in Task { try await pool.run(for: "ann") { "ran" } } }
    await pool.waitUntil(waiting: 2)
    pool.close()
    for task in waiting {
      do {
        _ = try await task.value
        Issue.record("a waiting run ran after the stop")
      } catch let error as WebError {
        #expect(error.status.code == 503 && error.message.key == "web.error.stopping")
      }
    }
    do {
      _ = try await pool.run(for: "bob") { "ran" }
      Issue.record("a run was let in after the stop")
    } catch let error as WebError {
      #expect(error.message.key == "web.error.stopping")
    }
    gate.signal()
    #expect(try await atWork.value == "finished")
  }
}

extension RunPool {
  /// Waits (yielding, not sleeping) until `count` runs wait for a worker.
  fileprivate func waitUntil(waiting count: Int) async {
    while waitingCount < count { await Task.yield() }
  }

}
