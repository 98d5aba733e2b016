import Foundation
import Grading
import HTTPTypes
import LiveSession
import Synchronization
import TutorSupport

/// The live sessions of the scratch pages: one per browser tab, each a ``PlaygroundSession``
/// whose inputs stay (values, objects, side effects) like the REPL's. A session nobody used
/// for the idle timeout ends: a forgotten tab does not keep a process running forever.
///
/// Room for a new tab is made by ``ScratchRoom``'s rule: an owner's own oldest tab, then on a
/// full server a tab that ran nothing or went unused for a while, then a tab of a network
/// holding more than half; otherwise the new tab is refused (503, with when one gives way).
actor ScratchTabs {
  /// One tab's session: used by one request at a time (the mutex), like a file handle.
  final class Tab: Sendable {
    /// The session, locked for each use.
    let session: Mutex<PlaygroundSession>
    private let ended = Atomic(false)

    init(_ session: sending PlaygroundSession) { self.session = Mutex(session) }

    /// Whether the tab was closed: a run that waited its turn meanwhile must not start the
    /// session again.
    var isClosed: Bool { ended.load(ordering: .acquiring) }

    /// Ends the live process and removes its files, on a thread of its own: a run still going
    /// in this tab finishes first; runs still waiting for their turn are answered as ended.
    func close() {
      ended.store(true, ordering: .releasing)
      Thread.detachNewThread { [self] in self.session.withLock { $0.close() } }
    }
  }

  private struct Entry {
    var tab: Tab
    var holder: ScratchRoom.Holder
    var transcript = ScratchTranscript()
  }

  private var tabs: [String: Entry] = [:]
  private let idleTimeout: Duration
  private let room: ScratchRoom

  /// Tabs that end after `idleTimeout` unused, at most `maximum` open at once and `perOwner`
  /// of one owner; on a full server one unused for `yieldAfter` gives way (``ScratchRoom``).
  init(idleTimeout: Duration, maximum: Int, perOwner: Int, yieldAfter: Duration) {
    self.idleTimeout = idleTimeout
    room = ScratchRoom(
      maximum: max(1, maximum), perOwner: max(1, perOwner), yieldAfter: yieldAfter)
  }

  /// Opens a tab for `owner`, asking from `network` (``ClientAddress/key(_:)``), with the
  /// session `make` makes; returns its id (random, known to that tab). 503 when no tab gives
  /// way on a full server.
  func open(
    for owner: String, from network: String, _ make: @Sendable () -> sending PlaygroundSession
  ) throws -> String {
    sweep()
    let now = ContinuousClock.now
    switch room.decide(tabs.values.map(\.holder), owner: owner, network: network, now: now) {
    case .refuse(let seconds):
      throw WebError(
        .serviceUnavailable, Message("web.error.sessions-full", ["seconds": seconds]),
        retryAfter: seconds)
    case .open(let closing):
      for id in closing { close(id) }
    }
    let id = UUID().uuidString.lowercased()
    let holder = ScratchRoom.Holder(
      id: id, owner: owner, network: network, used: now, ran: false, busy: 0)
    tabs[id] = Entry(tab: Tab(make()), holder: holder)
    return id
  }

  /// The tab `id` of `owner`, marked as used now and busy until ``finished(_:accepted:)``;
  /// nil when it ended, never was, or is another owner's.
  func tab(_ id: String, of owner: String) -> Tab? {
    sweep()
    guard var entry = tabs[id], entry.holder.owner == owner else { return nil }
    entry.holder.used = .now
    entry.holder.busy += 1
    tabs[id] = entry
    return entry.tab
  }

  /// A run in tab `id` ended (after waiting its turn and running): the tab was used until now,
  /// and has run something when the input was accepted (an input that did not compile, or a
  /// blank one, holds no room). `ran` is the input and its result, kept for the transcript;
  /// nil when the run failed before it had one.
  func finished(_ id: String, ran: (code: String, result: PlaygroundResult)?) {
    guard var entry = tabs[id] else { return }
    entry.holder.used = .now
    entry.holder.busy = max(0, entry.holder.busy - 1)
    entry.holder.ran = entry.holder.ran || ran?.result.status == .accepted
    if let ran { entry.transcript.add(ran.code, ran.result) }
    tabs[id] = entry
  }

  /// What tab `id` of `owner` ran (the page came back to it), marking it used now; nil when it
  /// ended, never was, or is another owner's.
  func transcript(_ id: String, of owner: String) -> ScratchTranscript? {
    sweep()
    guard var entry = tabs[id], entry.holder.owner == owner else { return nil }
    entry.holder.used = .now
    tabs[id] = entry
    return entry.transcript
  }

  /// Ends the tab `id` of `owner` (the page closed); false when it was not theirs to end (it
  /// ended already, never was, or is another owner's).
  func close(_ id: String, of owner: String) -> Bool {
    guard tabs[id]?.holder.owner == owner else { return false }
    close(id)
    return true
  }

  private func close(_ id: String) {
    tabs.removeValue(forKey: id)?.tab.close()
  }

  /// How many tabs are open.
  var count: Int { tabs.count }

  /// Ends every tab unused for longer than the idle timeout.
  func sweep() {
    let now = ContinuousClock.now
    for (id, entry) in tabs where entry.holder.busy == 0 && now - entry.holder.used > idleTimeout {
      close(id)
    }
  }

  /// Ends every tab (the server stops).
  func closeAll() {
    for id in tabs.keys { close(id) }
  }
}
