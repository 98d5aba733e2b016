public import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `swift-tutor serve --port 0` of the bundled course, for one test, with its own progress,
/// workspace and home (a temporary folder): the URL it printed, requests to it, and the learner
/// environment to run terminal commands against the same state.
public final class ServedCourse: Sendable {
  /// The URL the server printed (`http://127.0.0.1:PORT/?token=TOKEN`).
  public let url: URL
  /// The folder holding the learner's state, workspace and home.
  public let folder: URL
  /// The environment of the learner: run `swift-tutor` with it to see the same state.
  public let environment: [String: String]
  private let process: Process
  private let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false  // a test sends the cookies it means to
    configuration.timeoutIntervalForRequest = 300
    // A test's requests all go at once: the default of 6 per host would hold the later ones
    // until earlier answers came back (a run's, seconds later), changing what they measure.
    configuration.httpMaximumConnectionsPerHost = 64
    return URLSession(configuration: configuration)
  }()

  /// Starts the server with `arguments` added, waiting up to `timeout` for its URL (the first
  /// start builds the sample modules).
  public init(arguments: [String] = [], language: String = "en", timeout: TimeInterval = 300)
    throws
  {
    folder = try TestPaths.makeTemporaryFolder("serve")
    var environment = [
      "HOME": folder.appendingPathComponent("home").path,
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "SWIFT_TUTOR_WORKSPACE": folder.appendingPathComponent("work").path,
      "SWIFT_TUTOR_LANG": language, "NO_COLOR": "1",
    ]
    // The module cache stays where every other test finds it.
    let inherited = ProcessInfo.processInfo.environment
    for name in ["PATH", "TMPDIR"] {
      if let value = inherited[name] { environment[name] = value }
    }
    environment.merge(TestModules.sharedCacheEnvironment) { $1 }
    self.environment = environment
    let output = Pipe()
    process = Process()
    process.executableURL = TestPaths.tutorExecutable
    process.arguments = ["serve", "--port", "0", "--lessons", TutorBinary.lessons.path] + arguments
    process.environment = environment
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    url = try Self.waitForURL(output.fileHandleForReading, timeout: timeout, process: process)
  }

  deinit { stop() }

  /// Stops the server and removes its folder.
  public func stop() {
    if process.isRunning {
      // Ctrl-C, as a student stops it; SIGKILL after 10 s, should the test process hand its
      // children a signal mask that blocks SIGINT.
      process.interrupt()
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// `path` on the server at `host`, with a query when `path` has one (the token is not added).
  public func address(_ path: String, host: String = "127.0.0.1") -> URL {
    var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
    parts.host = host  // also for --host 0.0.0.0, whose URL names the machine
    let pieces = path.split(separator: "?", maxSplits: 1)
    parts.path = String(pieces.first ?? "")
    parts.percentEncodedQuery = pieces.count > 1 ? String(pieces[1]) : nil
    return parts.url ?? url
  }

  /// The port the server listens on.
  public var port: Int { url.port ?? 0 }

  /// The token the printed URL carries.
  public var token: String {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
      .first { $0.name == "token" }?.value ?? ""
  }

  /// `path` with the token, as the link the server printed carries it: what a student opens.
  public func link(_ path: String = "/", host: String = "127.0.0.1") -> URL {
    address(path + (path.contains("?") ? "&" : "?") + "token=" + token, host: host)
  }

  /// Opens the link as a new browser does, from `host`: the headers that are that student
  /// from then on (their cookie), to pass to ``request(_:_:json:headers:page:host:authorized:)``.
  public func enroll(host: String = "127.0.0.1") async throws -> [String: String] {
    let path = "/?token=" + token
    let answer = try await request("GET", path, host: host, authorized: false)
    guard answer.status == 200, let cookie = answer.headers["set-cookie"],
      let start = cookie.range(of: "swift-tutor-student=")
    else {
      throw ChildProcessFailure(description: "no student: \(answer.status) \(answer.headers)")
    }
    let id = cookie[start.upperBound...].prefix { $0 != ";" && $0 != "," }
    return ["Cookie": "swift-tutor-student=\(id)"]
  }

  /// Sends a request as the tutor's own page does (the `X-Swift-Tutor` header, JSON; `page`
  /// false leaves the header out) to the server at `host`, with the token as `Authorization:
  /// Bearer` unless `authorized` is false or `headers` has its own, and returns the status,
  /// the body and the headers.
  public func request(
    _ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:],
    page: Bool = true, host: String = "127.0.0.1", authorized: Bool = true
  ) async throws -> (status: Int, body: String, headers: [String: String]) {
    var request = URLRequest(url: address(path, host: host))
    request.httpMethod = method
    request.timeoutInterval = 300
    if page { request.setValue("1", forHTTPHeaderField: "X-Swift-Tutor") }
    if authorized { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
    if let json {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(json.utf8)
    }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await session.data(for: request)
    let http = response as? HTTPURLResponse
    var fields: [String: String] = [:]
    for (name, value) in http?.allHeaderFields ?? [:] {
      fields[String(describing: name).lowercased()] = String(describing: value)
    }
    return (http?.statusCode ?? 0, String(decoding: data, as: UTF8.self), fields)
  }

  private static func waitForURL(_ handle: FileHandle, timeout: TimeInterval, process: Process)
    throws -> URL
  {
    let deadline = Date().addingTimeInterval(timeout)
    var seen = ""
    while Date() < deadline {
      let chunk = handle.availableData
      if chunk.isEmpty {
        guard process.isRunning else { break }
        continue
      }
      seen += String(decoding: chunk, as: UTF8.self)
      if let start = seen.range(of: "http://"),
        let end = seen[start.lowerBound...].firstIndex(where: { $0 == " " || $0 == "\n" }),
        let url = URL(string: String(seen[start.lowerBound..<end]))
      {
        return url
      }
    }
    process.terminate()
    throw ChildProcessFailure(description: "swift-tutor serve printed no URL: \(seen)")
  }
}
