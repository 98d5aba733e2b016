import Hummingbird
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import TutorWeb

/// The connection handler tells the counts what its connection is doing (``ConnectionLimit``):
/// a request arrived whole is served, a request still trickling in is waiting.
struct ConnectionLimitTests {
  /// A connection from the school's address with the handler in its pipeline.
  func connect(_ counts: ConnectionCounts) throws -> EmbeddedChannel {
    let channel = EmbeddedChannel()
    let address = try SocketAddress(ipAddress: "192.0.2.9", port: 40000)
    channel.remoteAddress = address
    try channel.connect(to: address).wait()
    try channel.pipeline.syncOperations.addHandler(ConnectionLimit(counts))
    return channel
  }

  let post = HTTPRequestPart.head(
    HTTPRequest(method: .post, scheme: nil, authority: "x", path: "/api/x"))

  @Test func aTricklingRequestLosesItsPlaceAndAServedOneKeepsIt() throws {
    let counts = ConnectionCounts(perAddress: 1, total: 100)
    let slow = try connect(counts)
    try slow.writeInbound(post)
    try slow.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "x")))
    let classmate = try connect(counts)
    #expect(!slow.isActive, "a body that never ends loses its place")
    #expect(classmate.isActive)

    try classmate.writeInbound(post)
    try classmate.writeInbound(HTTPRequestPart.end(nil))
    let third = try connect(counts)
    #expect(!third.isActive, "the classmate's Check is being served")
    #expect(classmate.isActive)

    try classmate.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
    let fourth = try connect(counts)
    #expect(fourth.isActive && !classmate.isActive, "answered, it waits again")
    #expect(counts.count(ClientAddress.key("192.0.2.9")) == 1)
  }

  /// An answer sent before its request's body arrived (a 401 to a GET with a body) left the
  /// connection counted as served for good once the body came: 256 of them, idle, held an
  /// address's every place with no token at all.
  @Test func anAnswerBeforeTheBodyLeavesTheConnectionWaiting() throws {
    let counts = ConnectionCounts(perAddress: 1, total: 100)
    let early = try connect(counts)
    try early.writeInbound(post)
    try early.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .unauthorized)))
    try early.writeInbound(HTTPRequestPart.end(nil))
    let classmate = try connect(counts)
    #expect(classmate.isActive && !early.isActive)
  }

  /// A client that asks and never reads what it asked for (hundreds of pipelined requests, a
  /// tiny receive window) waits on itself, however many of its requests are still unanswered.
  @Test func aConnectionWhoseAnswersGoUnreadLosesItsPlace() throws {
    let counts = ConnectionCounts(perAddress: 1, total: 100)
    let hoarder = try connect(counts)
    try hoarder.writeInbound(
      HTTPRequestPart.head(HTTPRequest(method: .get, scheme: nil, authority: "x", path: "/")))
    try hoarder.writeInbound(HTTPRequestPart.end(nil))
    hoarder.isWritable = false
    hoarder.pipeline.fireChannelWritabilityChanged()
    let classmate = try connect(counts)
    #expect(classmate.isActive && !hoarder.isActive)
  }

  /// A client that closes its socket while its run waits half-closes the channel (the server
  /// allows it): that end of its input is its hangup, and its waiting run is not run.
  @Test func theEndOfAClientsInputIsItsHangup() throws {
    let counts = ConnectionCounts(perAddress: 4, total: 100)
    let channel = try connect(counts)
    let hangup = Hangups.shared.watch(channel)
    #expect(!hangup.hasHappened)
    channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    #expect(hangup.hasHappened)
    let other = try connect(counts)
    #expect(!Hangups.shared.watch(other).hasHappened, "each connection its own")
  }
}
