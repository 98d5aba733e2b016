import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOEmbedded

@testable import TutorWeb

/// Requests to an ``InProcessServer`` as a client sees them, in the words of the spawned-binary
/// tests: the tutor's own page sends the `X-Swift-Tutor` header and JSON; a request carries
/// the token as `Authorization: Bearer` unless told otherwise.
struct WebClient: Sendable {
  /// HummingbirdTesting's client, which hands each request to the router.
  let client: any TestClientProtocol
  /// The router's responder itself, for a request naming another host than `localhost`.
  let responder: RouterResponder<WebContext>
  /// The server's token.
  let token: String

  /// Sends `method path` as the tutor's page does (`page` false leaves its header out), with
  /// the token unless `authorized` is false or `headers` carry their own, from `host` (the
  /// `Host` the request names; `localhost` unless given).
  func request(
    _ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:],
    page: Bool = true, host: String? = nil, authorized: Bool = true
  ) async throws -> WebAnswer {
    var named = headers
    if page { named["X-Swift-Tutor"] = named["X-Swift-Tutor"] ?? "1" }
    var fields = HTTPFields()
    if authorized { fields[.authorization] = "Bearer " + token }
    if json != nil { fields[.contentType] = "application/json" }
    for (name, value) in named {
      guard let name = HTTPField.Name(name) else { continue }
      fields[name] = value
    }
    let method = HTTPRequest.Method(method) ?? .get
    let body = json.map { ByteBuffer(string: $0) }
    guard let host else {
      let response = try await client.executeRequest(
        uri: path, method: method, headers: fields, body: body)
      return WebAnswer(status: response.status, headers: response.headers, body: response.body)
    }
    let request = Request(
      head: HTTPRequest(
        method: method, scheme: "http", authority: host, path: path, headerFields: fields),
      body: RequestBody(buffer: body ?? ByteBuffer()))
    let context = WebContext(
      source: ApplicationRequestContextSource(
        channel: EmbeddedChannel(), logger: Logger(label: "web-tests")))
    let response = try await responder.respond(to: request, context: context)
    let collected = BodyCollector()
    try await response.body.write(collected)
    return WebAnswer(status: response.status, headers: response.headers, body: collected.buffer)
  }

  /// `path` with the token, as the link `serve` printed carries it: what a student opens.
  func link(_ path: String = "/") -> String {
    path + (path.contains("?") ? "&" : "?") + "token=" + token
  }

  /// Opens the link as a new browser does (sending `headers` too): the headers that are that
  /// student from then on (their cookie), to pass to
  /// ``request(_:_:json:headers:page:host:authorized:)``.
  func enroll(headers: [String: String] = [:]) async throws -> [String: String] {
    let answer = try await request("GET", link(), headers: headers, authorized: false)
    guard answer.status == 200, let cookie = answer.headers["set-cookie"],
      let start = cookie.range(of: "swift-tutor-student=")
    else { throw NoStudent(answer: "\(answer.status) \(answer.headers)") }
    let id = cookie[start.upperBound...].prefix { $0 != ";" && $0 != "," }
    return ["Cookie": "swift-tutor-student=\(id)"]
  }
}

/// A server's answer: the status, the headers by lowercase name (several values of one name
/// joined with `, `, as URLSession joins them), the body as text.
struct WebAnswer: Sendable {
  /// The status code.
  let status: Int
  /// The headers, by lowercase name.
  let headers: [String: String]
  /// The body.
  let body: String

  init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer) {
    self.status = status.code
    var joined: [String: String] = [:]
    for field in headers {
      let name = field.name.canonicalName
      joined[name] = joined[name].map { $0 + ", " + field.value } ?? field.value
    }
    self.headers = joined
    self.body = String(buffer: body)
  }

  /// The `error` of a JSON error body, or nil when the body is not one.
  var error: String? { json?["error"] as? String }

  /// The body as a JSON object, or nil when it is not one.
  var json: [String: Any]? {
    try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
  }

  /// The status and what was said: the error of a JSON answer, else the body.
  var said: String { "\(status) \(error ?? body)" }
}

/// Keeps what a response body writes.
private final class BodyCollector: ResponseBodyWriter {
  var buffer = ByteBuffer()

  func write(_ part: ByteBuffer) async throws { buffer.writeImmutableBuffer(part) }

  func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// Opening the link made no student.
struct NoStudent: Error, CustomStringConvertible {
  let answer: String
  var description: String { "no student: \(answer)" }
}

/// A JSON request body with `source`, as the exercise page sends it.
func body(_ source: String) throws -> String {
  String(decoding: try JSONEncoder().encode(["source": source]), as: UTF8.self)
}
