import Foundation
import Synchronization

/// The connections each client address (``ClientAddress/key(_:)``) holds open, and how long
/// each has waited for its client. Past ``perAddress`` for one address, or ``total`` for all,
/// a new connection takes the place of the one that has waited longest on its client — idle,
/// sending a request it never finishes, not reading the answers it asked for, or pipelining —
/// or is closed at once when every one is being served. Idle connections kept open by the thousand
/// stopped the whole class for two minutes; 256 slow bodies from a school's shared address
/// then locked every classmate behind it out while the server stayed up.
final class ConnectionCounts: Sendable {
  /// One open connection.
  struct Connection {
    /// Requests received in full.
    var received = 0
    /// Answers begun (an answer may begin before its request's body has all arrived).
    var answered = 0
    /// When it last had nothing to answer: its start, or its last answer's head.
    var waitingSince: ContinuousClock.Instant
    /// Since when its client has not read what it was sent (the server cannot write more),
    /// while it has not.
    var stalledSince: ContinuousClock.Instant?
    /// When it was admitted.
    var admitted: ContinuousClock.Instant
    /// Whether its client ever sent a request before the previous one was answered. No
    /// browser pipelines; a client that does is never counted as served, and is the first to
    /// make room: 256 connections each keeping cheap requests in flight, answers read at once,
    /// held every place, and their answers, a moment old, outlasted a classmate's idle one.
    var pipelined = false
    /// The student whose requests it carried last, once the server knew them (nil: none yet,
    /// or nobody's — a teacher, a request refused).
    var owner: String?
    /// Closes it.
    let close: @Sendable () -> Void

    /// Since when it has waited on its client; nil while a request of its is being served.
    var waiting: ContinuousClock.Instant? {
      // A year before its admission: older than any connection that never pipelined.
      if pipelined { return admitted - .seconds(365 * 86_400) }
      if let stalledSince { return stalledSince }
      return received > answered ? nil : waitingSince
    }
  }

  /// A connection's place in the table.
  struct Ticket: Hashable, Sendable {
    let address: String
    let number: Int
  }

  private struct Table {
    var open: [String: [Int: Connection]] = [:]
    var count = 0
    var next = 0

    /// Takes `ticket`'s connection out of the table.
    mutating func remove(_ ticket: Ticket) -> Connection? {
      guard let connection = open[ticket.address]?.removeValue(forKey: ticket.number) else {
        return nil
      }
      count -= 1
      if open[ticket.address]?.isEmpty == true { open[ticket.address] = nil }
      return connection
    }
  }

  private let table = Mutex(Table())
  /// Connections one address may hold at once: a class of 40 behind one school address, each
  /// browser with a few, stays well inside it.
  let perAddress: Int
  /// Connections all addresses may hold together: the files the server may open, less what
  /// its own work needs (compiles, jails, pipes). Many addresses at their share used up every
  /// file: a Run failed ("Too many open files") and libdispatch then ended the server.
  let total: Int

  /// Counts with at most `perAddress` connections an address and `total` in all.
  init(perAddress: Int = 256, total: Int) {
    self.perAddress = perAddress
    self.total = max(perAddress, total)
  }

  /// Counts a new connection from `address`, closed by `close` when a newcomer takes its
  /// place; nil (nothing counted) when its address, or all together, hold their share and
  /// every one is being served. The connection it replaces is closed before this returns.
  /// A newcomer replaces even a connection opened a moment ago: a classmate's browser sends its
  /// request at once, so a flood of new connections must open hundreds within those
  /// milliseconds to close it, where sparing the young would refuse every classmate while
  /// the flood lasts.
  func admit(
    _ address: String, at now: ContinuousClock.Instant = .now,
    close: @escaping @Sendable () -> Void
  ) -> Ticket? {
    let (ticket, replaced) = table.withLock { table -> (Ticket?, Connection?) in
      var replaced: Connection?
      let full = table.open[address, default: [:]].count >= perAddress
      if full || table.count >= total {
        let among = full ? [address] : Array(table.open.keys)
        guard let oldest = Self.longestWaiting(among, in: table) else {
          return (nil, nil)
        }
        replaced = table.remove(oldest)
      }
      table.next += 1
      table.open[address, default: [:]][table.next] = Connection(
        waitingSince: now, admitted: now, close: close)
      table.count += 1
      return (Ticket(address: address, number: table.next), replaced)
    }
    replaced?.close()
    return ticket
  }

  /// The connection of `addresses` that makes room: of a student holding more than a browser
  /// opens (``browserConnections``) the one holding most, their connection waiting longest —
  /// or, with none waiting, their oldest, though its request is being served; else the one
  /// waiting longest of all. One student holding 255 of an address's places, each re-opened as
  /// fast as it was closed and most of them asking at any moment, made a classmate's own
  /// connection the longest waiting or left none to close, and her page, Run and Check were
  /// reset (the eleventh hostile reader). A connection not yet asked on is nobody's: a
  /// classmate's new one is among them, so nobody's never go before such a student's.
  private static func longestWaiting(_ addresses: [String], in table: Table) -> Ticket? {
    var held: [String: (count: Int, first: (ticket: Ticket, admitted: ContinuousClock.Instant))] =
      [:]
    var oldest: [String?: (ticket: Ticket, since: ContinuousClock.Instant)] = [:]
    for address in addresses {
      for (number, connection) in table.open[address, default: [:]] {
        let ticket = Ticket(address: address, number: number)
        if let owner = connection.owner {
          var kept = held[owner] ?? (0, (ticket, connection.admitted))
          kept.count += 1
          if connection.admitted < kept.first.admitted {
            kept.first = (ticket, connection.admitted)
          }
          held[owner] = kept
        }
        guard let since = connection.waiting else { continue }
        if let kept = oldest[connection.owner], kept.since <= since { continue }
        oldest[connection.owner] = (ticket, since)
      }
    }
    if let most = held.filter({ $0.value.count > browserConnections })
      .max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })
    {
      return oldest[most.key]?.ticket ?? most.value.first.ticket
    }
    return oldest.values.min { $0.since < $1.since }?.ticket
  }

  /// The connections one browser opens to a server at most (six, in every browser).
  static let browserConnections = 6

  /// `ticket`'s connection carried a request of `owner`, a student the server knows.
  func own(_ ticket: Ticket, by owner: String) {
    table.withLock { table in
      table.open[ticket.address]?[ticket.number]?.owner = owner
    }
  }

  /// `ticket`'s connection received a whole request: it is served, not waiting.
  func received(_ ticket: Ticket) {
    table.withLock { table in
      guard var connection = table.open[ticket.address]?[ticket.number] else { return }
      connection.received += 1
      if connection.received - connection.answered > 1 { connection.pipelined = true }
      table.open[ticket.address]?[ticket.number] = connection
    }
  }

  /// `ticket`'s connection began an answer: once every request it received is answered, it
  /// waits for its client again, from `now`.
  func answered(_ ticket: Ticket, at now: ContinuousClock.Instant = .now) {
    table.withLock { table in
      guard var connection = table.open[ticket.address]?[ticket.number] else { return }
      connection.answered += 1
      connection.waitingSince = now
      table.open[ticket.address]?[ticket.number] = connection
    }
  }

  /// `ticket`'s client stopped reading (`stalled`) or read again: a connection whose answers
  /// pile up unread waits on its client even while it has requests to answer — 256 of them,
  /// each with hundreds of pipelined requests never read, held an address's every place.
  func stalled(_ ticket: Ticket, _ stalled: Bool, at now: ContinuousClock.Instant = .now) {
    table.withLock { table in
      guard var connection = table.open[ticket.address]?[ticket.number] else { return }
      connection.stalledSince = stalled ? (connection.stalledSince ?? now) : nil
      table.open[ticket.address]?[ticket.number] = connection
    }
  }

  /// `ticket`'s connection closed (nothing when a newcomer already took its place).
  func release(_ ticket: Ticket) {
    _ = table.withLock { $0.remove(ticket) }
  }

  /// The connections `address` holds now.
  func count(_ address: String) -> Int { table.withLock { $0.open[address, default: [:]].count } }
}
