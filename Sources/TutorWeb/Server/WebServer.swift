import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
public import TutorSupport
import UnixSignals

/// `swift-tutor serve`: Hummingbird serving the controllers' routes — ``PageController``,
/// ``AssetController``, ``ExerciseController``, ``LearnerController``, ``ScratchController``,
/// ``TeacherController``, ``CompletionController``, each asking the ``WebEngine`` alone —
/// behind the ``CommonHeaders``, the ``ErrorMiddleware``,
/// the ``RequestGuard`` and the ``StudentCookie``, until SIGINT or SIGTERM.
public struct WebServer: Sendable {
  /// The engine the routes ask.
  public let engine: WebEngine
  /// Where and how it listens.
  public let settings: ServeSettings

  /// A server for `engine` with `settings` (checked with ``ServeSettings/problem()`` first).
  public init(engine: WebEngine, settings: ServeSettings) {
    self.engine = engine
    self.settings = settings
  }

  /// The router with every route and middleware, outermost first: the common headers (on
  /// errors too), errors as answers in the learner's language, the token guard, the student.
  func router() -> Router<WebContext> {
    let router = Router(context: WebContext.self)
    let engine = engine
    router.add(middleware: CommonHeaders())
    router.add(middleware: ErrorMiddleware(language: { await engine.language(ofStudent: $0) }))
    router.add(middleware: RequestGuard(settings: settings))
    let limits = settings.limits
    router.add(
      middleware: StudentCookie(
        classroom: settings.isClassroom, engine: engine,
        arrivals: RateLimit(burst: limits.newStudentsBurst, interval: limits.newStudentInterval)))
    PageController(engine: engine).addRoutes(to: router.group())
    AssetController().addRoutes(to: router.group("assets"))
    ExerciseController(engine: engine).addRoutes(to: router.group("api/exercise/:exercise"))
    LearnerController(engine: engine).addRoutes(to: router.group("api"))
    ScratchController(engine: engine).addRoutes(to: router.group("api/scratch"))
    TeacherController(engine: engine).addRoutes(to: router.group())
    CompletionController(engine: engine).addRoutes(to: router.group("api"))
    return router
  }

  /// Lets SIGTERM and SIGINT reach this process again, on the calling thread and the threads it
  /// starts: a parent (a service manager, a test runner) may hand its children a signal mask
  /// that blocks them, and the server would then never hear that it should stop. Call it first
  /// thing, on the main thread.
  public static func unblockStopSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Serves until SIGINT or SIGTERM; `listening` gets the URLs to open once the port is bound.
  /// Throws ``WebServerError/portTaken`` when another program has the port.
  public func run(listening: @escaping @Sendable ([String]) -> Void) async throws {
    var logger = Logger(label: "swift-tutor")
    logger.logLevel = .warning
    let settings = settings
    let counts = ConnectionCounts(total: ConnectionCounts.raiseFileLimit())
    let app = Application(
      router: router(),
      // A connection that sends nothing for two minutes is closed (a Check waits in the queue
      // less than that even with a class pressing it at once); one address holds at most
      // `counts.perAddress` connections, a newcomer taking the place of one waiting longest.
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [ConnectionLimit(counts)], idleTimeout: .seconds(120))),
      // SO_REUSEADDR: a restart right after Ctrl-C binds though the last connections linger in
      // TIME-WAIT (without it, "port taken" for a minute with nothing listening, the fourth
      // newcomer); on Linux it still refuses a port another socket listens on.
      // A backlog of 4096 (the kernel's usual cap), not 256: one client opening connections by
      // the hundred filled the queue of connections not yet accepted, and a classmate's new
      // connection was refused before the server could make room (the eleventh hostile reader).
      configuration: ApplicationConfiguration(
        address: .hostname(settings.host, port: settings.port), serverName: "swift-tutor",
        backlog: 4096, reuseAddress: true),
      services: [TabSweeper(engine: engine)],
      onServerRunning: { channel in
        listening(settings.urls(port: channel.localAddress?.port ?? settings.port))
      },
      logger: logger)
    engine.warmUp()
    // The server drains its requests before its other services hear of the stop, and a
    // request waiting in the run queue is one: at SIGTERM or Ctrl-C the runs still waiting are
    // answered at once (503), or a client's sixty-four queued runs held the stop for minutes.
    let stopping = Task { [engine] in
      for await _ in await UnixSignalsSequence(trapping: .sigterm, .sigint) {
        engine.stopRuns()
        break
      }
    }
    defer { stopping.cancel() }
    do {
      try await app.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw WebServerError.portTaken(host: settings.host, port: settings.port)
    }
  }
}

/// Why the server could not start.
public enum WebServerError: Error, Sendable {
  /// Another program listens on the port.
  case portTaken(host: String, port: Int)

  /// What to tell the teacher or student.
  public var message: Message {
    switch self {
    case .portTaken(let host, let port):
      Message("web.serve.port-taken", ["host": host, "port": port, "next": port + 1])
    }
  }
}

/// Ends the scratch tabs left idle, every half minute, and all of them and the completion
/// server when the server stops.
struct TabSweeper: Service {
  let engine: WebEngine

  func run() async throws {
    try? await cancelWhenGracefulShutdown {
      while !Task.isCancelled {
        try await Task.sleep(for: .seconds(30))
        await engine.sweepTabs()
      }
    }
    await engine.closeAllTabs()
    engine.closeCompletion()
  }
}
