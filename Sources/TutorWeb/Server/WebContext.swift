import Foundation
import Hummingbird
import NIOCore

/// The request context of `serve`: Hummingbird's own, with a body limit fit for a Swift file,
/// and reading a JSON body within it (413 past it, 400 when it is not the JSON asked for).
public struct WebContext: RequestContext {
  /// Hummingbird's storage (the route's parameters, the logger).
  public var coreContext: CoreRequestContextStorage

  /// The student the request comes from, in a classroom (see ``StudentCookie``); nil for the
  /// local learner.
  public var student: String?

  /// Whether the request opened the link `serve` printed (a GET with the right `?token=`):
  /// in a classroom, the only request that may make a new student.
  public var openedLink = false

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

  /// The largest request body: twice the largest file the grader takes, so a file the grader
  /// refuses gets the grader's own words, and nothing larger is read into memory (413).
  public var maxUploadSize: Int { Self.bodyLimit }

  /// The body limit, in bytes.
  public static let bodyLimit = 512 << 10

  /// The request body decoded as `type`; 413 past the limit, 400 when it is not that JSON.
  func decode<Body: Decodable>(_ type: Body.Type, from request: Request)
    async throws -> Body
  {
    var request = request
    let buffer: ByteBuffer
    do {
      buffer = try await request.collectBody(upTo: maxUploadSize)
    } catch is NIOTooManyBytesError {
      throw WebError(.contentTooLarge, WebError.message(for: .contentTooLarge))
    }
    do {
      return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView))
    } catch let error as DecodingError {
      throw WebError.badBody(Self.describe(error))
    }
  }

  /// Which field was wrong, in JSON's words (the same in every language).
  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \"" + context.codingPath.map(\.stringValue).joined(separator: ".")
        + "\""
    case .dataCorrupted: return "not JSON"
    @unknown default: return "not JSON"
    }
  }
}
