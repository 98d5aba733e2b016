import Foundation
import LessonKit
import SwiftToolchain
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `swift-tutor serve` (release): a Check from the page against `swift-tutor check` of the same
/// file (target ≤ 1.2x), and twenty students pressing Check at once (no error; the median and
/// the slowest latency reported). Each grading gets a file of its own (a comment naming it), so
/// nothing is answered from a cache. The round trip is the lone learner's `serve` (a classroom
/// student's Checks are rate-limited); the crowd is a classroom's twenty students, each made by
/// opening the link, since one learner may only have a few runs waiting at once.
struct ServeFigures {
  let context: BenchContext
  let exerciseID = "optional-binding"

  func measure() throws -> [Figure] {
    let server = try ServedBench(context: context, students: 0)
    defer { server.stop() }
    let exercise = try context.exercise(exerciseID)
    let solution = try String(contentsOf: exercise.files.solution, encoding: .utf8)
    let folder = try context.folder("serve-check")
    var pages: [Double] = []
    var checks: [Double] = []
    for round in 0...context.repetitions {
      let source = solution + "\n// round \(round) \(UUID().uuidString)\n"
      let file = folder.appendingPathComponent("\(exerciseID)-\(round).swift")
      try Data(source.utf8).write(to: file)
      let run = try context.runTutor(
        ["check", exerciseID, file.path, "--lessons", context.home.lessons.path])
      guard run.succeeded else { throw BenchError("check exited \(run.status): \(run.output)") }
      let page = try server.check(exerciseID, source: source + "// page\n", student: nil)
      guard page.verdict == "pass" else { throw BenchError("serve said \(page.verdict)") }
      if round > 0 {
        checks.append(run.seconds)
        pages.append(page.seconds)
      }
    }
    var roundTrip = Figure(
      name: "serve: Check round trip vs `check`", measured: Figure.milliseconds(median(pages)),
      floor: Figure.milliseconds(median(checks)), ratio: median(pages) / median(checks),
      goal: .atMost(1.2))
    roundTrip.note = "\(exerciseID), the page's POST against the command on the same file"
    return [roundTrip, try crowd(solution: solution)]
  }

  /// Twenty Checks at once by twenty students of a classroom, half right and half wrong.
  private func crowd(solution: String) throws -> Figure {
    let server = try ServedBench(context: context, students: 20)
    defer { server.stop() }
    let wrong = solution.replacingOccurrences(of: " stars", with: " star")
    let results = Mutex<[(Int, Double, String)]>([])
    // Twenty threads, not concurrentPerform: that runs only as many at once as there are cores.
    let group = DispatchGroup()
    for student in 0..<20 {
      group.enter()
      Thread.detachNewThread { [exerciseID] in
        let source = (student.isMultiple(of: 2) ? solution : wrong) + "\n// student \(student)\n"
        let answer = try? server.check(exerciseID, source: source, student: student)
        results.withLock { $0.append((student, answer?.seconds ?? 0, answer?.verdict ?? "error")) }
        group.leave()
      }
    }
    group.wait()
    let all = results.withLock { $0 }
    let right = all.filter { $0.2 == ($0.0.isMultiple(of: 2) ? "pass" : "fail") }
    let latencies = all.map(\.1)
    var figure = Figure(
      name: "serve: 20 concurrent Checks, median latency",
      measured: Figure.milliseconds(median(latencies)), ok: right.count == 20,
      target: "no error")
    figure.note =
      "\(right.count)/20 right verdicts, slowest \(Figure.milliseconds(latencies.max() ?? 0)), "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores"
    return figure
  }
}

/// The release `swift-tutor serve --port 0` for the bench, with a state of its own: the lone
/// learner's, or a classroom's with `students` students made by opening its link.
final class ServedBench: Sendable {
  private let process: Process
  private let base: URL
  private let token: String
  private let students: [String]

  init(context: BenchContext, students count: Int) throws {
    process = Process()
    process.executableURL = context.tutor
    process.arguments =
      ["serve", "--port", "0", "--lessons", context.home.lessons.path]
      + (count > 0 ? ["--classroom"] : [])
    var environment = ProcessInfo.processInfo.environment
    let home = try context.folder("serve-home")
    environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
    environment["SWIFT_TUTOR_WORKSPACE"] = home.appendingPathComponent("work").path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var seen = ""
    while !seen.contains("\n"), process.isRunning {
      seen += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }
    guard let start = seen.range(of: "http://"),
      let url = URL(string: String(seen[start.lowerBound...].prefix { !$0.isWhitespace })),
      let token = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first(where: { $0.name == "token" })?.value
    else { throw BenchError("serve printed no URL with a token: \(seen)") }
    base = url
    self.token = token
    // Each student opens the link once: the server's cookie is who they are from then on.
    students = try (0..<count).map { _ in
      let (_, response) = Self.send(URLRequest(url: url))
      let cookie = response?.value(forHTTPHeaderField: "Set-Cookie") ?? ""
      guard let id = cookie.range(of: "swift-tutor-student=") else {
        throw BenchError("the link made no student: \(cookie)")
      }
      return String(cookie[id.upperBound...].prefix { $0 != ";" && $0 != "," })
    }
  }

  func stop() {
    process.interrupt()
    process.waitUntilExit()
  }

  /// One Check as the page of student number `student` (nil: the lone learner) sends it: the
  /// verdict and the seconds to the whole answer.
  func check(_ id: String, source: String, student: Int?) throws -> (
    verdict: String, seconds: Double
  ) {
    try post("/api/exercise/\(id)/check", source: source, student: student)
  }

  /// One Run of `source` in exercise `id`'s page of student number `student`: its status
  /// (`accepted`, `rejected`, `crashed`; `error` for a refusal) and the seconds to the answer.
  func run(_ id: String, source: String, student: Int?) throws -> (
    verdict: String, seconds: Double
  ) {
    try post("/api/exercise/\(id)/run", source: source, student: student)
  }

  /// A POST of `source` to `path` as the page of student number `student` sends it.
  private func post(_ path: String, source: String, student: Int?) throws -> (
    verdict: String, seconds: Double
  ) {
    var parts = URLComponents(url: base, resolvingAgainstBaseURL: false) ?? URLComponents()
    parts.query = nil
    parts.path = path
    guard let url = parts.url else { throw BenchError("no URL for \(path)") }
    var request = URLRequest(url: url)
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    if let student {
      request.setValue("swift-tutor-student=\(students[student])", forHTTPHeaderField: "Cookie")
    }
    request.httpMethod = "POST"
    request.timeoutInterval = 600
    request.setValue("1", forHTTPHeaderField: "X-Swift-Tutor")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(["source": source])
    let start = Date()
    let (data, _) = Self.send(request)
    let seconds = Date().timeIntervalSince(start)
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    return (object?["status"] as? String ?? "error", seconds)
  }

  /// A session that keeps no cookies: each request carries the student it names, no other. As
  /// many connections as requests at once, as a class of browsers has: six (the default)
  /// would queue one student's request behind others' in the client, not the server.
  private static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    configuration.httpMaximumConnectionsPerHost = 200
    return URLSession(configuration: configuration)
  }()

  /// Sends `request` and waits for the whole answer.
  private static func send(_ request: URLRequest) -> (Data, HTTPURLResponse?) {
    let answer = Mutex<(Data, HTTPURLResponse?)>((Data(), nil))
    let done = DispatchSemaphore(value: 0)
    session.dataTask(with: request) { data, response, _ in
      answer.withLock { $0 = (data ?? Data(), response as? HTTPURLResponse) }
      done.signal()
    }.resume()
    done.wait()
    return answer.withLock { $0 }
  }
}
