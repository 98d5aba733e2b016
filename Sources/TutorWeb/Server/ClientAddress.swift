import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where a request comes from, as the limits on new students count it: one key per machine
/// or network a client cannot leave at will. Every loopback address is this one machine (a
/// local user can connect from any of 127.0.0.0/8), and an IPv6 client counts by its /64 (one
/// network hands its hosts that many addresses).
enum ClientAddress {
  /// The key of the address `text` (as NIO prints it); `unknown` when there is none.
  static func key(_ text: String?) -> String {
    guard let text, !text.isEmpty else { return "unknown" }
    guard text.contains(":") else { return ipv4(text) }
    var address = in6_addr()
    guard inet_pton(AF_INET6, text, &address) == 1 else { return text }
    let bytes = withUnsafeBytes(of: address) { Array($0) }
    if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xff && bytes[11] == 0xff {
      return ipv4(bytes[12...].map(String.init).joined(separator: "."))  // ::ffff:a.b.c.d
    }
    if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return "loopback" }
    return bytes[0..<8].map { String(format: "%02x", $0) }.joined() + "::/64"
  }

  private static func ipv4(_ text: String) -> String {
    ServeSettings.isLoopback(name: text) ? "loopback" : text
  }
}
