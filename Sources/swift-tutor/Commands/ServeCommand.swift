import ArgumentParser
import Evaluator
import Foundation
import Synchronization
import TutorREPL
import TutorSupport
import TutorWeb

/// `swift-tutor serve`: the course in a browser, on the same engine and learner state.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "The course in a browser: lessons, an editor with values beside the lines, Check.",
    discussion: """
      Progress, hints, language and exercise files are the ones the REPL and watch use. Every \
      run goes through the jail. Listens on 127.0.0.1 unless --host says otherwise; a host \
      other machines reach needs --token, and every request then carries it. Stop with Ctrl-C.
      """)

  @Option(help: "The port (0: any free port; the URL printed says which).")
  var port = 8080

  @Option(help: "The address to listen on (0.0.0.0 for a classroom, with --token).")
  var host = "127.0.0.1"

  @Option(help: "A token every request must carry (letters, digits, . _ ~ -; at least 8).")
  var token: String?

  @Flag(help: "Open the page in the desktop browser (xdg-open).")
  var open = false

  @OptionGroup var common: CommonOptions

  func run() throws {
    let settings = ServeSettings(host: host, port: port, token: token)
    if let problem = settings.problem() { throw TutorError.usage(problem) }
    let context = try CourseContext.load(common)
    let explicit = try common.explicitLanguage()
    let language = try common.language()
    let grader = try context.makeGrader(
      limits: SandboxLimits(), verbose: common.verbose, language: language, jail: .required)
    let engine = WebEngine(
      course: context.course, grader: GraderSource(grader), settings: settings,
      makeLearner: { student in
        student.map { LearnerSession.classroom(student: $0, explicitLanguage: explicit) }
          ?? LearnerSession.standard(explicitLanguage: explicit)
      })
    let server = WebServer(engine: engine, settings: settings)
    let open = self.open
    let outcome = Mutex<Result<Void, any Error>>(.success(()))
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await server.run { urls in
          // Unbuffered: a script or test waiting for the URL sees it at once.
          let lines = urls.map { Catalog.text("web.serve.listening", language, ["url": $0]) }
          FileHandle.standardOutput.write(
            Data(
              (lines.joined(separator: "\n") + "\n" + Catalog.text("web.serve.stop", language)
                + "\n").utf8))
          if open, let url = urls.first { Self.openBrowser(url, language: language) }
        }
      } catch {
        outcome.withLock { $0 = .failure(error) }
      }
      done.signal()
    }
    done.wait()
    do {
      try outcome.withLock { try $0.get() }
    } catch let error as WebServerError {
      throw TutorError.unavailable(error.message)
    } catch {
      throw TutorError.internal(error)
    }
  }

  /// Starts the desktop's browser on `url`; says so when there is none.
  private static func openBrowser(_ url: String, language: Language) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      Console.notice(Message("web.serve.no-browser", ["url": url]), language)
    }
  }
}
