import Foundation
import Grading
import Learner
import Sandbox
import Synchronization
import Testing
import TutorTestSupport

/// The grader is made once, by the first caller, however many threads ask at once; a failure
/// is kept and thrown again without trying again.
@Suite struct GraderSourceTests {
  private final class Calls: Sendable {
    let count = Mutex(0)
    func note() { count.withLock { $0 += 1 } }
    var total: Int { count.withLock { $0 } }
  }

  private struct Broken: Error, Equatable {}

  @Test(.tags(.toolchain)) func manyCallersAtOnceMakeOneGrader() throws {
    let cache = try TestModules.cache.get()
    let calls = Calls()
    let source = GraderSource {
      calls.note()
      Thread.sleep(forTimeInterval: 0.05)  // the other callers arrive while it is being made
      return Grader(cache: cache, sandbox: Sandbox(confinement: .trusted), key: .forTests)
    }
    source.warmUp()
    let made = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      if (try? source.grader()) != nil { made.withLock { $0 += 1 } }
    }
    #expect(calls.total == 1)
    #expect(made.withLock { $0 } == 8)
  }

  @Test func aFailureIsKeptAndThrownAgain() {
    let calls = Calls()
    let source = GraderSource {
      calls.note()
      throw Broken()
    }
    #expect(throws: Broken()) { try source.grader() }
    #expect(throws: Broken()) { try source.grader() }
    #expect(calls.total == 1)
  }
}
