import Foundation
import NIOCore
import Synchronization

/// How many connections each client address (``ClientAddress/key(_:)``) holds open: past
/// ``perAddress`` a new one from that address is closed at once, so one client cannot hold
/// every file the server may open. Idle connections kept open by the thousand (no cookie, no
/// token needed) stopped the whole class for two minutes, the server spinning on `accept`.
final class ConnectionCounts: Sendable {
  private let open = Mutex<[String: Int]>([:])
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

  /// Counts a new connection from `address`; false (nothing counted) when it holds its share,
  /// or all connections together hold theirs.
  func admit(_ address: String) -> Bool {
    open.withLock { open in
      guard open[address, default: 0] < perAddress,
        open.values.reduce(0, +) < total
      else { return false }
      open[address, default: 0] += 1
      return true
    }
  }

  /// A counted connection from `address` closed.
  func release(_ address: String) {
    open.withLock { open in
      open[address, default: 1] -= 1
      if open[address] == 0 { open[address] = nil }
    }
  }

  /// The connections `address` holds now.
  func count(_ address: String) -> Int { open.withLock { $0[address, default: 0] } }

  /// Raises this process's open-file limit towards its hard limit, at most 65536 (Linux's
  /// default soft limit is 1024: about a thousand idle connections from one laptop were enough
  /// to stop a server); returns the limit then, less 1024 for the server's own work: what
  /// connections may hold together.
  static func raiseFileLimit() -> Int {
    var limit = rlimit()
    let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    guard getrlimit(resource, &limit) == 0 else { return 512 }
    let wanted = min(limit.rlim_max, 65536)
    if limit.rlim_cur < wanted {
      limit.rlim_cur = wanted
      _ = setrlimit(resource, &limit)
      _ = getrlimit(resource, &limit)
    }
    return max(256, Int(limit.rlim_cur) - 1024)
  }
}

/// The first handler of a connection: counts it against its address (``ConnectionCounts``),
/// and closes it at once when the address holds its share.
final class ConnectionLimit: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  private let counts: ConnectionCounts
  private var counted: String?

  init(_ counts: ConnectionCounts) { self.counts = counts }

  func handlerAdded(context: ChannelHandlerContext) {
    let address = ClientAddress.key(context.channel.remoteAddress?.ipAddress)
    if counts.admit(address) {
      counted = address
    } else {
      context.close(promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) { forget() }

  func channelInactive(context: ChannelHandlerContext) {
    forget()
    context.fireChannelInactive()
  }

  private func forget() {
    if let counted { counts.release(counted) }
    counted = nil
  }
}
