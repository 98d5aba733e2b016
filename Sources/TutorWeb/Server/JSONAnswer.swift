import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// JSON answers, encoded with sorted keys (stable for tests) and never cached.
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
      headers: [
        .contentType: "application/json; charset=utf-8", .cacheControl: "no-store",
        .xContentTypeOptions: "nosniff",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }
}
