public import Foundation
public import Hummingbird
import NIOCore
import Synchronization

/// The request context of `serve`: Hummingbird's own, with who is asking (a classroom's
/// student), where from, a body limit fit for a Swift file, and the JSON coders of the API.
public struct WebContext: RequestContext {
  /// Hummingbird's storage (the route's parameters, the logger).
  public var coreContext: CoreRequestContextStorage

  /// The student the request comes from, in a classroom (see ``StudentCookie``); nil for the
  /// local learner.
  public var student: String?

  /// Whether the request opened the link `serve` printed (a GET with the right `?token=`):
  /// in a classroom, the only request that may make a new student.
  public var openedLink = false

  /// Whether the request showed a classroom's teacher's token (``TeacherCredential``): it
  /// opens the teacher's view and never counts as a student.
  public var teacher = false

  /// The address the request came from.
  public let remote: String?

  /// Whether the request's client has hung up (closed the connection, or its sending side):
  /// a run still waiting for a worker is then not run (clients that sent sixty-four sleeping
  /// runs and hung up kept the workers for six minutes).
  let hungUp: Hangup

  /// The connection the request came on.
  private let connection: any Channel

  /// Counts the request's connection as `student`'s (``ConnectionOwner``).
  func own(by student: String) {
    connection.triggerUserOutboundEvent(ConnectionOwner(student: student), promise: nil)
  }

  /// A context for one request.
  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    connection = source.channel
    remote = source.channel.remoteAddress?.ipAddress
    hungUp = Hangups.shared.watch(source.channel)
  }

  /// Whose runs, live sessions and Checks these are, for their shares and limits: alone at the
  /// machine, the local learner; in a classroom, the student. Per student, not per address:
  /// students behind one address (a school's NAT, a lab machine) do not share one student's
  /// share, and a client cannot make students at will (only the link does, a few a minute).
  var owner: String {
    guard let student else { return "local" }
    return "student " + student
  }

  /// The client the request came from, for the run queue's turns (``RunQueue``): one address
  /// (``ClientAddress/key(_:)``, an IPv6 client's /64) is one turn, whatever students it made.
  var client: String { ClientAddress.key(remote) }

  /// The largest request body: twice the largest file the grader takes, so a file the grader
  /// refuses gets the grader's own words, and nothing larger is read into memory (413).
  public var maxUploadSize: Int { Self.bodyLimit }

  /// The body limit, in bytes.
  public static let bodyLimit = 512 << 10

  /// How request bodies are read: JSON within ``bodyLimit`` (``WebBodyDecoder``), so
  /// `request.decode(as:context:)` says 413 or 400 in the learner's language.
  public var requestDecoder: WebBodyDecoder { WebBodyDecoder() }

  /// How answers are written: JSON with sorted keys (stable for tests and diffs) and `/`
  /// unescaped, for every ``ResponseEncodable`` answer a handler returns.
  public var responseEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}

/// Set once a request's client hangs up.
final class Hangup: Sendable {
  private let closed = Atomic(false)

  /// Whether the client has hung up.
  var hasHappened: Bool { closed.load(ordering: .acquiring) }

  /// The client hung up.
  func happened() { closed.store(true, ordering: .releasing) }

  /// ``hasHappened``, as a run's `abandoned` test (``RunPool/run(for:from:abandoned:_:)``).
  var abandoned: @Sendable () -> Bool { { [self] in hasHappened } }
}

/// The ``Hangup`` of each open connection. The server lets a client half-close (Hummingbird
/// allows remote half-closure), so a client that closes its socket does not close the
/// channel until the answer is written: ``ConnectionLimit`` reports the end of its input here.
final class Hangups: Sendable {
  /// The server's one table.
  static let shared = Hangups()
  private let open = Mutex<[ObjectIdentifier: Hangup]>([:])

  /// The hangup of `channel`'s client, forgotten when the channel closes.
  func watch(_ channel: any Channel) -> Hangup {
    let key = ObjectIdentifier(channel)
    let (hangup, new) = open.withLock { open in
      if let known = open[key] { return (known, false) }
      let made = Hangup()
      open[key] = made
      return (made, true)
    }
    if new {
      channel.closeFuture.whenComplete { [self] _ in
        hangup.happened()
        _ = open.withLock { $0.removeValue(forKey: key) }
      }
    }
    return hangup
  }

  /// `channel`'s client closed its side.
  func hungUp(_ channel: any Channel) {
    open.withLock { $0[ObjectIdentifier(channel)] }?.happened()
  }
}
