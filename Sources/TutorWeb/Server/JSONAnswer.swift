import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// JSON in and out: answers are encoded with sorted keys (stable for tests), bodies are read
/// within ``WebContext/bodyLimit`` and decoded, a body that does not decode is a 400.
enum JSONAnswer {
  /// `value` as a JSON response with `status`, never cached by the browser.
  static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and numbers cannot fail; an empty object is the answer
    // if it ever did.
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return Response(
      status: status,
      headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// The request body decoded as `type`; 413 past the limit, 400 when it is not that JSON.
  static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, context: WebContext)
    async throws -> Body
  {
    var request = request
    let buffer: ByteBuffer
    do {
      buffer = try await request.collectBody(upTo: context.maxUploadSize)
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
