import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The IPv4 addresses of this machine that other machines reach (not loopback): what a
/// classroom's students type when the server listens on every address.
enum NetworkAddresses {
  /// The addresses, in the order the system lists its interfaces, without repeats.
  static func current() -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return [] }
    defer { freeifaddrs(list) }
    var found: [String] = []
    for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == AF_INET,
        let name = numeric(address), !ServeSettings.isLoopback(name: name),
        !found.contains(name)
      else { continue }
      found.append(name)
    }
    return found
  }

  /// The address as digits and dots.
  private static func numeric(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
    else { return nil }
    return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
