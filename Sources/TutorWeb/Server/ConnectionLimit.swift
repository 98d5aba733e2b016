import Foundation
import NIOCore
import NIOHTTPTypes

/// The first handler after HTTP decoding: counts its connection against its address
/// (``ConnectionCounts``), closes it at once when there is no room, and tells the counts when
/// a request has arrived whole, when an answer begins and when the client stops reading, so
/// that only a connection waiting on its client — idle, trickling a request, or leaving its
/// answers unread — can lose its place to a newcomer.
final class ConnectionLimit: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let counts: ConnectionCounts
  private var ticket: ConnectionCounts.Ticket?

  init(_ counts: ConnectionCounts) { self.counts = counts }

  func handlerAdded(context: ChannelHandlerContext) {
    let address = ClientAddress.key(context.channel.remoteAddress?.ipAddress)
    let channel = context.channel
    ticket = counts.admit(address) { channel.close(promise: nil) }
    if ticket == nil { context.close(promise: nil) }
  }

  func handlerRemoved(context: ChannelHandlerContext) { forget() }

  func channelInactive(context: ChannelHandlerContext) {
    forget()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .end = unwrapInboundIn(data), let ticket { counts.received(ticket) }
    context.fireChannelRead(data)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if let event = event as? ChannelEvent, event == .inputClosed {
      Hangups.shared.hungUp(context.channel)
    }
    context.fireUserInboundEventTriggered(event)
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if let ticket { counts.stalled(ticket, !context.channel.isWritable) }
    context.fireChannelWritabilityChanged()
  }

  /// A student's request came on this connection (``StudentCookie``): it counts as theirs.
  func triggerUserOutboundEvent(
    context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?
  ) {
    guard let owned = event as? ConnectionOwner else {
      return context.triggerUserOutboundEvent(event, promise: promise)
    }
    if let ticket { counts.own(ticket, by: owned.student) }
    promise?.succeed(())
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .head = unwrapOutboundIn(data), let ticket { counts.answered(ticket) }
    context.write(data, promise: promise)
  }

  private func forget() {
    if let ticket { counts.release(ticket) }
    ticket = nil
  }
}

extension ConnectionCounts {
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

/// Says that a connection carried a request of `student` (a student the server knows), so that
/// the student holding the most connections gives way first (``ConnectionCounts``).
struct ConnectionOwner: Sendable {
  let student: String
}
