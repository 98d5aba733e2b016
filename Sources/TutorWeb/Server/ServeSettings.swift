import Foundation
import TutorSupport

/// How `swift-tutor serve` listens and what it allows: the address, the classroom token, the
/// idle timeout of a tab's live session and how many runs go at once.
public struct ServeSettings: Sendable {
  /// The address to bind (`127.0.0.1` unless the teacher opens it to a classroom).
  public var host: String
  /// The port (0: any free port; the URL printed says which).
  public var port: Int
  /// The token every request must carry when set (`?token=` once, then a cookie).
  public var token: String?
  /// How long a tab's live session lives without a request.
  public var idleTimeout: Duration = .seconds(15 * 60)
  /// Live sessions open at once, at most (a new one past it ends the least recently used):
  /// one per 2 GiB of memory, since a session's process may take 1 GiB, from 2 to 40.
  public var maximumSessions = min(
    40, max(2, Int(ProcessInfo.processInfo.physicalMemory >> 31)))
  /// Live sessions of one owner (a student, or the local learner) open at once, at most.
  public var sessionsPerOwner = 3
  /// Runs of one owner waiting or running at once, at most (more get 429).
  public var runsPerOwner = 4
  /// Compiles and runs at once; more wait their turn (each already uses a core or more).
  public var concurrentRuns = max(2, ProcessInfo.processInfo.activeProcessorCount)

  /// Settings for `host:port`, with `token` when given.
  public init(host: String = "127.0.0.1", port: Int = 8080, token: String? = nil) {
    self.host = host
    self.port = port
    self.token = token
  }

  /// What a token may be made of: it goes in a URL and a cookie as it is.
  static let tokenCharacters = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._~-")

  /// Whether `host` only reaches this machine (`localhost`, `127.x.x.x`, `::1`).
  public var isLoopback: Bool { Self.isLoopback(name: host) }

  /// Whether `name` is `localhost`, `::1` or an IPv4 address `127.x.x.x` — an address, not a
  /// name that merely starts so (`127.0.0.1.evil.example` is someone else's).
  static func isLoopback(name: String) -> Bool {
    let lowered = name.lowercased()
    if lowered == "localhost" || lowered == "::1" || lowered == "[::1]" { return true }
    let parts = lowered.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127"
      && parts.allSatisfy { $0.count <= 3 && UInt8($0) != nil }
  }

  /// Why these settings cannot be served, in catalog words: a host other machines reach needs
  /// a token, and a port must be 0…65535.
  public func problem() -> Message? {
    if !(0...65535).contains(port) { return Message("web.serve.bad-port", ["port": port]) }
    if let token, token.count < 8 || !token.allSatisfy(Self.tokenCharacters.contains) {
      return Message("web.serve.bad-token")
    }
    if !isLoopback && token == nil { return Message("web.serve.needs-token", ["host": host]) }
    return nil
  }

  /// The address a browser opens, with the token when there is one.
  public func url(port bound: Int) -> String { urls(port: bound)[0] }

  /// The addresses browsers can open: for `0.0.0.0` or `::`, one per network address of this
  /// machine (what students type), else the host's.
  public func urls(port bound: Int) -> [String] {
    let everywhere = host == "0.0.0.0" || host == "::"
    let names = everywhere ? NetworkAddresses.current() : [host]
    let query = token.map { "?token=" + $0 } ?? ""
    return (names.isEmpty ? [ProcessInfo.processInfo.hostName] : names).map { shown in
      let name = shown.contains(":") && !shown.hasPrefix("[") ? "[\(shown)]" : shown
      return "http://\(name):\(bound)/\(query)"
    }
  }
}
