public import Foundation

/// The Language Server Protocol's framing: a `Content-Length` header, a blank line, then that
/// many bytes of JSON. Pure, so a partial read and two messages in one read are testable.
public enum LSPFrame {
  /// `body` framed for the server's standard input.
  public static func encode(_ body: Data) -> Data {
    Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  /// Takes every whole message off the front of `buffer`, leaving a partial one for the next
  /// read. A header without a length is skipped (it cannot be framed again).
  public static func take(from buffer: inout Data) -> [Data] {
    var bodies: [Data] = []
    let separator = Data("\r\n\r\n".utf8)
    while let end = buffer.range(of: separator) {
      let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
      let length = header.split(separator: "\r\n").lazy.compactMap { line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }.first
      guard let length else {
        buffer.removeSubrange(buffer.startIndex..<end.upperBound)
        continue
      }
      guard buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length else { break }
      let bodyEnd = buffer.index(end.upperBound, offsetBy: length)
      bodies.append(Data(buffer[end.upperBound..<bodyEnd]))
      buffer.removeSubrange(buffer.startIndex..<bodyEnd)
    }
    return bodies
  }
}
