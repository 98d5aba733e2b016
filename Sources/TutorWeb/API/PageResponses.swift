import HTTPTypes
import Hummingbird
import NIOCore

/// A page: HTML the server rendered (``IndexPage``, ``LessonPage``, ``ExercisePage``,
/// ``ScratchPage``, or ``ErrorMiddleware``'s error page). Its security policy and the rule
/// that it is never cached come from ``CommonHeaders``, as for every HTML answer.
struct HTMLPage: ResponseGenerator {
  /// The page.
  var html: String
  /// The status it is sent with.
  var status: HTTPResponse.Status

  /// A page of `html`, sent with `status`.
  init(_ html: String, status: HTTPResponse.Status = .ok) {
    self.html = html
    self.status = status
  }

  /// The page as a response.
  func response(from request: Request, context: some RequestContext) -> Response {
    Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
  }
}

/// A script or style sheet the pages load: the tutor's own (built into the binary) or
/// Debian's CodeMirror. Browsers may keep it; only `nosniff` is added (``CommonHeaders``).
struct Asset: ResponseGenerator {
  /// The file's bytes.
  var bytes: [UInt8]
  /// Its content type.
  var type: String

  /// The file as a response.
  func response(from request: Request, context: some RequestContext) -> Response {
    Response(
      status: .ok, headers: [.contentType: type],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}

/// The class's files as a tar archive to download (``TeacherController``).
struct TarDownload: ResponseGenerator {
  /// The archive.
  var bytes: [UInt8]

  /// The archive as a download named `class.tar`.
  func response(from request: Request, context: some RequestContext) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: "application/x-tar",
        .contentDisposition: "attachment; filename=\"class.tar\"",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}

/// A CSV file to download as `name`.
struct CSVDownload: ResponseGenerator {
  /// The file's text.
  var text: String
  /// The name the browser saves it as.
  var name: String

  /// The file as a download.
  func response(from request: Request, context: some RequestContext) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: "text/csv; charset=utf-8",
        .contentDisposition: "attachment; filename=\"\(name)\"",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}
