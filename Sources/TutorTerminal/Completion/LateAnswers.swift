import Dispatch
import Foundation
import SourceKitCompletion
import Synchronization

/// Tab's answers from sourcekit-lsp that came after Tab stopped waiting: kept for the next Tab
/// at the same place, so a cold or busy server (a shared lab machine, the first seconds after
/// start) costs the learner one Tab, never every Tab.
///
/// One request is out at a time: while it is, Tab elsewhere falls back to the words it knows.
final class LateAnswers: Sendable {
  private struct State {
    var place = ""
    var answer: [SwiftCandidate]?
    var asking = false
  }

  private let state = Mutex(State())

  /// How long a request that missed Tab's deadline may go on for the next Tab, a server still
  /// starting included.
  static let patience = Duration.seconds(20)

  /// The candidates for `typed` (the cursor after `beforeCursor`) after the `kept` inputs:
  /// `service`'s answer within `deadline`, or one that came late for this same place; nil when
  /// there is none yet.
  func complete(
    _ service: SwiftCompletion, kept: [String], typed: String, beforeCursor: String,
    deadline: Duration
  ) -> [SwiftCandidate]? {
    let place = ([String(kept.count), typed, beforeCursor] + kept.suffix(1)).joined(
      separator: "\u{0}")
    let (ready, busy) = state.withLock { ($0.place == place ? $0.answer : nil, $0.asking) }
    if let ready { return ready }
    if busy { return nil }
    state.withLock { $0 = State(place: place, answer: nil, asking: true) }
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [self] in
      let found =
        service.ready(within: Self.patience)
        ? service.complete(
          kept: kept, typed: typed, beforeCursor: beforeCursor, deadline: Self.patience) : nil
      state.withLock { state in
        if state.place == place { state.answer = found }
        state.asking = false
      }
      done.signal()
    }
    let (seconds, attoseconds) = deadline.components
    let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    _ = done.wait(timeout: .now() + .milliseconds(milliseconds))
    return state.withLock { $0.place == place ? $0.answer : nil }
  }
}
