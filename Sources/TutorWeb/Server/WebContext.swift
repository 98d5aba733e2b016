import Foundation
import Hummingbird
import NIOCore

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

  /// A context for one request.
  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remote = source.channel.remoteAddress?.ipAddress
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
