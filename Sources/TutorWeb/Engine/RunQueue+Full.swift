import HTTPTypes
import TutorSupport

/// A full queue and a stopping one: who gives way, and what they are answered.
///
/// **Each one's own share.** A student has at most `share` runs waiting or running (429 past
///   it). When `capacity` runs wait in all, the newest run of the address with the most
///   waiting — of its student with the most — gives way to a new one from elsewhere (503 to
///   it): a full queue refuses the asker only when their own runs fill it.
extension RunQueue {
  /// The message a refused or evicted run is answered with when the queue is full.
  static var queueFull: WebError {
    WebError(.serviceUnavailable, Message("web.error.queue-full", ["seconds": 10]), retryAfter: 10)
  }

  /// The message a run waiting or asked for is answered with when the server stops.
  static var stopping: WebError {
    WebError(.serviceUnavailable, Message("web.error.stopping"), retryAfter: 10)
  }

  /// The index of the newest waiting run of the student with the most waiting runs, of the
  /// address with the most: another address only when it holds more than the asker's with the
  /// new run; within an address, another student only when they have more runs (waiting and
  /// at work) than the asker has already (a student with nothing queued is never refused while
  /// a classmate has a run waiting; an equal share is never taken). Nil when the asker's own
  /// share is the heaviest.
  func heaviest(asker: String, address: String) -> Int? {
    let addresses = Dictionary(grouping: waiting, by: \.address).mapValues(\.count)
    let mine = (addresses[address] ?? 0) + 1
    let heavyAddress =
      addresses.filter { $0.key != address && $0.value > mine }
      .max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? address
    // A student's load: their runs waiting and at work.
    let owners = Dictionary(grouping: waiting.filter { $0.address == heavyAddress }, by: \.owner)
      .mapValues(\.count).reduce(into: [String: Int]()) {
        $0[$1.key] = $1.value + running[$1.key, default: 0]
      }
    let asked =
      heavyAddress == address
      ? waiting.filter { $0.owner == asker }.count + running[asker, default: 0] : 0
    guard
      let heavy = owners.filter({ $0.key != asker })
        .max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
      heavy.value > asked
    else { return nil }
    return waiting.lastIndex { $0.owner == heavy.key }
  }
}
