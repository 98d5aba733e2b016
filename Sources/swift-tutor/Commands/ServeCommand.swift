public import ArgumentParser
import Foundation
import Grading
import Learner
import LessonKit
import Sandbox
import Synchronization
import TutorSupport
import TutorTerminal
import TutorWeb

/// `--solutions`' values.
extension SolutionPolicy: ExpressibleByArgument {}

/// `swift-tutor serve`: the course in a browser, on the same engine and learner state.
struct ServeCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "The course in a browser: lessons, an editor with values beside the lines, Check.",
    discussion: """
      Progress, hints, language and exercise files are the ones the REPL and watch use. Every \
      run goes through the jail. Listens on 127.0.0.1 unless --host says otherwise. Every \
      request carries a token, the one --token chose or else a random one: open the URL \
      printed, which has it. A classroom (--classroom, --token, or a --host other machines \
      reach) makes every browser that opens the URL a student of its own. Stop with Ctrl-C.
      """)

  @Option(help: "The port (0: any free port; the URL printed says which).")
  var port = 8080

  @Option(help: "The address to listen on (0.0.0.0 for a classroom).")
  var host = "127.0.0.1"

  @Option(
    help: """
      A classroom's token, the same at every start (letters, digits, . _ ~ -; at least 8). \
      Without it serve makes a random one.
      """)
  var token: String?

  @Flag(help: "Every browser that opens the URL is a student of its own (implied by --token).")
  var classroom = false

  @Option(help: "Live scratch sessions at once, at most (default: one per 2 GiB of memory).")
  var maxSessions: Int?

  @Option(help: "In a classroom: seconds between a student's Checks (at most 5 saved up).")
  var checkInterval: Int?

  @Option(help: "In a classroom: seconds between new students from one address after the first 30.")
  var newStudentInterval: Int?

  @Option(
    help: "In a classroom: seconds between Checks from one address (all its students) after 30.")
  var addressCheckInterval: Int?

  @Option(
    help: """
      A classroom teacher's token for /teacher, the same at every start (the rules of --token). \
      Without it serve makes a random one and prints the teacher's link.
      """)
  var teacherToken: String?

  @Option(
    help: """
      In a classroom, when students may see a solution: after-pass (default), always (one \
      opened before a pass is shown to the teacher) or never.
      """)
  var solutions = SolutionPolicy.afterPass

  @Option(
    help: """
      In a classroom, an assignment.yaml: the teacher's view shows its exercises (a link shows \
      all).
      """)
  var assignment: String?

  @Option(
    help: """
      A classroom's roster CSV (id, name, email, section; GitHub Classroom's export reads as it \
      is): only its students come in, each through a link of their own, listed on the \
      teacher's view (/teacher/links). Implies --classroom.
      """)
  var roster: String?

  @Flag(help: "Open the page in the desktop browser (xdg-open).")
  var open = false

  func validate() throws {
    for (name, value) in [
      ("--check-interval", checkInterval), ("--new-student-interval", newStudentInterval),
      ("--address-check-interval", addressCheckInterval),
    ] {
      if let value, !(0...86_400).contains(value) {
        throw ValidationError("\(name) must be between 0 and 86400 seconds")
      }
    }
  }

  @OptionGroup var common: CommonOptions

  func run() throws {
    WebServer.unblockStopSignals()
    var settings = ServeSettings(
      host: host, port: port, token: token, classroom: classroom, teacherToken: teacherToken)
    if let maxSessions { settings.maximumSessions = maxSessions }
    settings.solutions = solutions
    if let checkInterval { settings.limits.checkInterval = .seconds(checkInterval) }
    if let newStudentInterval { settings.limits.newStudentInterval = .seconds(newStudentInterval) }
    if let addressCheckInterval {
      settings.limits.addressCheckInterval = .seconds(addressCheckInterval)
    }
    if let problem = settings.problem() { throw TutorError.usage(problem) }
    if let roster = try RosterFile.load(roster) {
      let folder = ClassroomExport.folder(environment: ProcessInfo.processInfo.environment)
      do {
        settings.classList = try ClassList(roster: roster, folder: folder)
      } catch let problem as ClassList.BadKey {
        throw TutorError.unavailable(problem.message)
      } catch {
        throw TutorError.internal(error)
      }
    }
    let context = try CourseContext.load(common)
    if let assignment {
      switch AssignmentLoader.load(URL(fileURLWithPath: assignment), course: context.course) {
      case .success(let loaded): settings.assignment = loaded
      case .failure(let error): throw GradeCommand.unusable(error)
      }
    }
    let explicit = try common.languageOption.explicit()
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
    let opener = open ? BrowserOpener() : nil
    defer { opener?.remove() }
    let classroom = settings.isClassroom
    let shown = settings
    let open = self.open
    let outcome = Mutex<Result<Void, any Error>>(.success(()))
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await server.run { urls in
          var lines = urls.map { Catalog.text("web.serve.listening", language, ["url": $0]) }
          if classroom {
            let port = URLComponents(string: urls.first ?? "")?.port ?? shown.port
            if let classList = shown.classList {
              let links = shown.teacherURLs(port: port).first.map {
                $0.replacingOccurrences(of: "/teacher?", with: "/teacher/links?")
              }
              lines.append(
                Catalog.text(
                  "web.serve.roster", language,
                  ["count": classList.roster.students.count, "url": links ?? ""]))
            } else {
              lines.append(Catalog.text("web.serve.classroom", language))
            }
            lines += shown.teacherURLs(port: port).map {
              Catalog.text("web.serve.teacher", language, ["url": $0])
            }
          }
          lines.append(Catalog.text("web.serve.stop", language))
          // Unbuffered: a script or test waiting for the URL sees it at once.
          FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
          if open, let url = urls.first {
            if let opener {
              opener.open(url, language: language)
            } else {
              Console.notice(.noBrowser(url), language)
            }
          }
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
}
