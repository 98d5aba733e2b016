import Dispatch
import Synchronization

/// Runs independent pieces of `validate`'s work on a few workers, each taking the next piece
/// when it is free (so a long piece never holds up short ones behind it); the results come back
/// in the pieces' order.
///
/// Threads, not tasks: a piece spends its time waiting for a compiler or a jailed program,
/// blocking its thread, which would starve Swift's cooperative pool of its few threads. The
/// workers are the validator's `--jobs`; an exercise checked alone shares them among its own
/// steps (its solution, starter and wrong answers), so one changed exercise uses every core.
enum ParallelWork {
  /// The value of each of `work`, computed on at most `jobs` threads.
  static func map<Value: Sendable>(_ work: [@Sendable () -> Value], jobs: Int) -> [Value] {
    guard work.count > 1, jobs > 1 else { return work.map { $0() } }
    let found = Mutex([Value?](repeating: nil, count: work.count))
    let next = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, work.count)) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < work.count else { return }
        let value = work[index]()
        found.withLock { $0[index] = value }
      }
    }
    return found.withLock { $0.compactMap { $0 } }
  }
}
