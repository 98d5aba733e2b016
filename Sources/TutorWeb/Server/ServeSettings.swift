import Foundation
public import LessonKit
public import TutorSupport

/// How `swift-tutor serve` listens and what it allows: the address, the token, whether it is a
/// classroom's, the idle timeout of a tab's live session and how many runs go at once.
public struct ServeSettings: Sendable {
  /// The address to bind (`127.0.0.1` unless the teacher opens it to a classroom).
  public var host: String
  /// The port (0: any free port; the URL printed says which).
  public var port: Int
  /// The token every request must carry (`?token=` once, then a cookie, or `Authorization:
  /// Bearer`): the one `--token` chose, else a random one made at start (192 bits), like
  /// Jupyter's — on loopback too, where every other user of the machine can connect.
  public var token: String
  /// Whether the token was chosen (`--token`) rather than made.
  public let tokenChosen: Bool
  /// Whether `--classroom` was given.
  public var classroomAsked: Bool
  /// How long a tab's live session lives without a request.
  public var idleTimeout: Duration = .seconds(15 * 60)
  /// Live sessions open at once, at most (a new one past it is refused, 503): one per 2 GiB of
  /// memory, since a session's process may take 1 GiB, from 2 to 40.
  public var maximumSessions = min(
    40, max(2, Int(ProcessInfo.processInfo.physicalMemory >> 31)))
  /// How long a live session goes unused before it gives way to a new one on a full server
  /// (one that never ran anything gives way at once): see ``ScratchRoom``.
  public var sessionYieldAfter: Duration = .seconds(120)
  /// Live sessions of one owner (a student, or the local learner) open at once, at most.
  public var sessionsPerOwner = 3
  /// Runs of one owner waiting or running at once, at most (more get 429).
  public var runsPerOwner = 4
  /// Runs waiting for a worker, of everyone together, at most (more get 503).
  public var queuedRuns = 64
  /// Compiles and runs at once; more wait their turn (each already uses a core or more).
  public var concurrentRuns = max(2, ProcessInfo.processInfo.activeProcessorCount)
  /// What a classroom's students may do (disk, new students, Checks).
  public var limits = ClassroomLimits()
  /// In a classroom, when students may see an exercise's solution (`serve --solutions`; by
  /// default after they pass it).
  public var solutions = SolutionPolicy.afterPass
  /// The assignment the teacher's view shows first (`serve --assignment week-1.yaml`): its
  /// exercises are the table's columns and the item analysis's, until the teacher asks for all.
  public var assignment: Assignment?
  /// The class, when the teacher gave a roster (`serve --roster`): only its students are
  /// students, each by a link of their own (``ClassList``).
  public var classList: ClassList?
  /// The token that opens the teacher's view (`/teacher`) in a classroom: the one
  /// `--teacher-token` chose, else a random one made at start, printed with the students' link.
  public var teacherToken: String
  /// Whether the teacher's token was chosen (`--teacher-token`) rather than made.
  public let teacherTokenChosen: Bool

  /// In a classroom, whether students may see a solution before they pass it: `--solutions
  /// always` (the boolean `--solutions` of earlier versions).
  public var solutionsBeforePass: Bool {
    get { solutions == .always }
    set { solutions = newValue ? .always : .afterPass }
  }

  /// Settings for `host:port`, with `token` when chosen (else a random one); a classroom when
  /// `classroom` is asked for, a token is chosen, or `host` lets other machines in.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, classroom: Bool = false,
    teacherToken: String? = nil
  ) {
    self.host = host
    self.port = port
    self.token = token ?? Self.newToken()
    tokenChosen = token != nil
    self.teacherToken = teacherToken ?? Self.newToken()
    teacherTokenChosen = teacherToken != nil
    classroomAsked = classroom
  }

  /// Whether every browser that opens the link is a student of its own (their own progress,
  /// files, shares and limits) rather than the machine's own learner: `--classroom`, a chosen
  /// `--token` (a token is handed to a class), a roster, or a host other machines reach.
  public var isClassroom: Bool {
    classroomAsked || tokenChosen || !isLoopback || classList != nil
  }

  /// A new random token: 24 bytes from the system's generator, base64url (32 characters).
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<24).map { _ in UInt8.random(in: 0...255, using: &generator) }
    return Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
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

  /// Why these settings cannot be served, in catalog words: a port must be 0…65535, a chosen
  /// token long enough and URL-safe, and the live sessions at least one.
  public func problem() -> Message? {
    if !(0...65535).contains(port) { return Message("web.serve.bad-port", ["port": port]) }
    if token.count < 8 || !token.allSatisfy(Self.tokenCharacters.contains) {
      return Message("web.serve.bad-token")
    }
    if teacherToken.count < 8 || !teacherToken.allSatisfy(Self.tokenCharacters.contains) {
      return Message("web.serve.bad-teacher-token")
    }
    if teacherToken == token { return Message("web.serve.same-tokens") }
    if maximumSessions < 1 {
      return Message("web.serve.bad-sessions", ["count": maximumSessions])
    }
    return nil
  }

  /// The teacher's view's addresses, with the teacher's token (as ``urls(port:)``).
  public func teacherURLs(port bound: Int) -> [String] {
    urls(port: bound).map {
      String($0.prefix { $0 != "?" }) + "teacher?token=" + teacherToken
    }
  }

  /// The address a browser opens, with the token.
  public func url(port bound: Int) -> String { urls(port: bound)[0] }

  /// The addresses browsers can open, each with the token: for `0.0.0.0` or `::`, one per
  /// network address of this machine (what students type), else the host's.
  public func urls(port bound: Int) -> [String] {
    let everywhere = host == "0.0.0.0" || host == "::"
    let names = everywhere ? NetworkAddresses.current() : [host]
    return (names.isEmpty ? [ProcessInfo.processInfo.hostName] : names).map { shown in
      let name = shown.contains(":") && !shown.hasPrefix("[") ? "[\(shown)]" : shown
      return "http://\(name):\(bound)/?token=\(token)"
    }
  }
}
