import Foundation
import Grading
import Hummingbird
import HummingbirdTesting
import Learner
import LessonKit
import Sandbox
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// `swift-tutor serve` of the bundled course inside the test's own process: the engine and
/// router `serve` builds, over a learner's state, workspace and home in a temporary folder of
/// its own, with requests sent straight to the router by HummingbirdTesting (`.router`). No
/// port, no child process.
///
/// The grader is made on first use and only for a test tagged `.toolchain` (a Check, a Run, a
/// scratch tab): any other test runs without the compiler and the jail, and one that grades
/// after all gets a 500 saying it needs the tag.
final class InProcessServer: Sendable {
  /// The bundled course, loaded once.
  static let course = Result { try CourseLoader.load(from: TutorBinary.lessons) }

  /// The folder holding the learner's state (`state/`), workspace (`work/`) and home.
  let folder: URL
  /// The learner's environment: run `swift-tutor` with it to see the same state.
  let environment: [String: String]
  /// How the server was started.
  let settings: ServeSettings
  /// The engine the routes ask.
  let engine: WebEngine

  /// A server as `serve --host HOST [--token TOKEN] [--classroom]` makes it, the learner's
  /// language `language`; `adjust` changes the settings as the other options would.
  init(
    host: String = "127.0.0.1", token: String? = nil, classroom: Bool = false,
    language: String = "en", roster: Roster? = nil,
    adjust: (inout ServeSettings) -> Void = { _ in }
  ) throws {
    folder = try TestPaths.makeTemporaryFolder("web")
    let environment = [
      "HOME": folder.appendingPathComponent("home").path,
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "SWIFT_TUTOR_WORKSPACE": folder.appendingPathComponent("work").path,
      "SWIFT_TUTOR_LANG": language, "NO_COLOR": "1",
    ].merging(TestModules.sharedCacheEnvironment) { $1 }
    self.environment = environment
    var settings = ServeSettings(host: host, port: 0, token: token, classroom: classroom)
    adjust(&settings)
    if let roster {
      // `serve --roster`: the class's key beside the students' folders.
      settings.classList = try ClassList(
        roster: roster, folder: ClassroomExport.folder(environment: environment))
    }
    self.settings = settings
    engine = WebEngine(
      course: try Self.course.get(), grader: Self.grader(), settings: settings,
      makeLearner: { student in
        student.map {
          LearnerSession.classroom(student: $0, explicitLanguage: nil, environment: environment)
        } ?? LearnerSession.standard(explicitLanguage: nil, environment: environment)
      })
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `body` with a client of this server, as HummingbirdTesting's `app.test(.router)`;
  /// the scratch tabs it opened end with it, as they end when `serve` stops.
  func requests<Value: Sendable>(_ body: @Sendable (WebClient) async throws -> Value)
    async throws -> Value
  {
    let router = WebServer(engine: engine, settings: settings).router()
    let (responder, token) = (router.buildResponder(), settings.token)
    let app = Application(router: router, services: [TabSweeper(engine: engine)])
    return try await app.test(.router) { client in
      try await body(WebClient(client: client, responder: responder, token: token))
    }
  }

  /// `swift-tutor ARGUMENTS` run as the learner in the terminal, on this server's state.
  func terminal(_ arguments: [String]) throws -> CommandResult {
    try runTutor(arguments + ["--lessons", TutorBinary.lessons.path], environment: environment)
  }

  /// The learner's own progress as saved now (nil: the local learner's; else a student's).
  func progress(of student: String? = nil) -> LearnerProgress {
    let learner =
      student.map {
        LearnerSession.classroom(student: $0, explicitLanguage: nil, environment: environment)
      } ?? LearnerSession.standard(explicitLanguage: nil, environment: environment)
    return learner.progress
  }

  /// The folders of every student the server made (state and files).
  var studentFolders: [String] {
    ["state/swift-tutor/classroom", "work/classroom"].flatMap {
      // Not the roster's key (a dot file beside the students' folders).
      TestPaths.contents(of: folder.appendingPathComponent($0)).filter { !$0.hasPrefix(".") }
    }
  }

  /// The jailed grader `serve` makes, on first use, for a test tagged `.toolchain` only.
  private static func grader() -> GraderSource {
    let grades = Test.current.map { $0.tags.contains(.toolchain) } ?? true
    return GraderSource {
      guard grades else { throw UntaggedGrading() }
      return Grader(
        cache: try TestModules.cache.get(),
        sandbox: Sandbox(limits: SandboxLimits(), confinement: .jail(try TestModules.jail.get())),
        key: .forTests)
    }
  }
}

/// A test not tagged `.toolchain` asked for the grader.
struct UntaggedGrading: Error, CustomStringConvertible {
  var description: String { "this test grades or runs Swift: tag it .toolchain and .jail" }
}
