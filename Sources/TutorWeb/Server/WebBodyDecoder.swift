import Foundation
public import Hummingbird
import NIOCore

/// Reads a request's JSON body for `request.decode(as:context:)`: at most the context's
/// ``WebContext/maxUploadSize`` (413 past it, nothing more read into memory), and 400 naming
/// the field when it is not the JSON asked for — both as ``WebError``s, so the learner is told
/// in their language (Hummingbird's own decoder would say it in English).
public struct WebBodyDecoder: RequestDecoder {
  /// Decodes `type` from `request`'s body.
  public func decode<Body: Decodable>(
    _ type: Body.Type, from request: Request, context: some RequestContext
  ) async throws -> Body {
    let buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: context.maxUploadSize)
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
      return "wrong type at \""
        + context.codingPath.map(\.stringValue).joined(separator: ".") + "\""
    case .dataCorrupted: return "not JSON"
    @unknown default: return "not JSON"
    }
  }
}
