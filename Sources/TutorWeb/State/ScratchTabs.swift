import Evaluator
import Foundation
import LiveSession
import Synchronization
import TutorSupport

/// The live sessions of the scratch pages: one per browser tab, each a ``PlaygroundSession``
/// whose inputs stay (values, objects, side effects) like the REPL's. A session nobody used
/// for the idle timeout ends: a forgotten tab does not keep a process running forever.
///
/// One owner's new tab past their share ends that owner's own least recently used tab; a new
/// tab past the server's capacity is refused (503, with when the first idle one would end),
/// never made by ending someone else's: no student can end another's live session.
actor ScratchTabs {
  /// One tab's session: used by one request at a time (the mutex), like a file handle.
  final class Tab: Sendable {
    /// The session, locked for each use.
    let session: Mutex<PlaygroundSession>

    init(_ session: sending PlaygroundSession) { self.session = Mutex(session) }

    /// Ends the live process and removes its files, on a thread of its own: a run still going
    /// in this tab finishes first.
    func close() {
      Thread.detachNewThread { [self] in self.session.withLock { $0.close() } }
    }
  }

  private struct Entry {
    var tab: Tab
    var owner: String
    var used: ContinuousClock.Instant
  }

  private var tabs: [String: Entry] = [:]
  private let idleTimeout: Duration
  private let maximum: Int
  private let perOwner: Int

  /// Tabs that end after `idleTimeout` unused, at most `maximum` open at once and `perOwner`
  /// of one owner (an owner's next one ends their own least recently used).
  init(idleTimeout: Duration, maximum: Int, perOwner: Int) {
    self.idleTimeout = idleTimeout
    self.maximum = max(1, maximum)
    self.perOwner = max(1, perOwner)
  }

  /// Opens a tab for `owner` with the session `make` makes; returns its id (random, known to
  /// that tab). 503 when the server holds all the sessions it can.
  func open(for owner: String, _ make: @Sendable () -> sending PlaygroundSession) throws
    -> String
  {
    sweep()
    while tabs.values.filter({ $0.owner == owner }).count >= perOwner,
      let oldest = tabs.filter({ $0.value.owner == owner }).min(by: {
        $0.value.used < $1.value.used
      })
    {
      close(oldest.key)
    }
    if tabs.count >= maximum {
      // The first tab to end by itself ends this long after it was last used.
      let idle = tabs.values.map { ContinuousClock.now - $0.used }.max() ?? .zero
      let seconds = max(1, Int((idleTimeout - idle).components.seconds) + 1)
      throw WebError(
        .serviceUnavailable, Message("web.error.sessions-full", ["seconds": seconds]),
        retryAfter: seconds)
    }
    let id = UUID().uuidString.lowercased()
    tabs[id] = Entry(tab: Tab(make()), owner: owner, used: .now)
    return id
  }

  /// The tab `id` of `owner`, marked as used now; nil when it ended, never was, or is another
  /// owner's.
  func tab(_ id: String, of owner: String) -> Tab? {
    sweep()
    guard var entry = tabs[id], entry.owner == owner else { return nil }
    entry.used = .now
    tabs[id] = entry
    return entry.tab
  }

  /// Ends the tab `id` of `owner` (the page closed).
  func close(_ id: String, of owner: String) {
    guard tabs[id]?.owner == owner else { return }
    close(id)
  }

  private func close(_ id: String) {
    tabs.removeValue(forKey: id)?.tab.close()
  }

  /// How many tabs are open.
  var count: Int { tabs.count }

  /// Ends every tab unused for longer than the idle timeout.
  func sweep() {
    let now = ContinuousClock.now
    for (id, entry) in tabs where now - entry.used > idleTimeout { close(id) }
  }

  /// Ends every tab (the server stops).
  func closeAll() {
    for id in tabs.keys { close(id) }
  }
}
