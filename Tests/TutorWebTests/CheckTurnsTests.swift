import Foundation
import Grading
import Learner
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// A Check at the learner's desk is two turns — ``LearnerDesk/beginCheck(_:for:in:)`` saves
/// the file and says the language, ``LearnerDesk/finishCheck(_:result:)`` counts a pass and how
/// many are passed — and reads `progress.json` at most once: only when another program saved
/// it, and then once more only when another program saved again while the file was graded.
/// The reads are counted by the kernel (``FileOpens``), not by the desk.
@Suite struct CheckTurnsTests {
  /// A desk over a fresh folder, like the local learner's in `serve`, and a terminal beside it.
  private struct Desk {
    let folder: URL
    let state: URL
    let desk: LearnerDesk
    let course: Course
    let environment: [String: String]

    init() throws {
      folder = try TestPaths.makeTemporaryFolder("turns")
      state = folder.appendingPathComponent("state/swift-tutor")
      try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
      let environment = [
        "HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        "SWIFT_TUTOR_WORKSPACE": folder.appendingPathComponent("work").path,
        "SWIFT_TUTOR_LANG": "en",
      ]
      self.environment = environment
      course = try InProcessServer.course.get()
      desk = LearnerDesk(
        course: course,
        makeLearner: { LearnerSession.standard(explicitLanguage: nil, environment: environment) },
        showsPaths: true)
    }

    /// The terminal's own session on the same state (a new one each time, as each command is).
    var terminal: LearnerSession {
      LearnerSession.standard(explicitLanguage: nil, environment: environment)
    }

    func placed(_ id: String) throws -> (exercise: Exercise, lesson: Lesson) {
      try #require(course.exercise(id: id))
    }
  }

  @Test func aPassedCheckReadsProgressOnceAndOnlyWhenAnotherProgramSavedIt() async throws {
    let desk = try Desk()
    defer { try? FileManager.default.removeItem(at: desk.folder) }
    let (hello, lesson) = try desk.placed("hello-swift")
    let teamScore = try desk.placed("team-score").exercise
    desk.terminal.recordPass(teamScore)  // before the page's first turn
    let opens = try FileOpens(in: desk.state)
    let begun = try await desk.desk.beginCheck("print(1)\n", for: hello, in: lesson)
    #expect(begun.language == .en && begun.file.source == "print(1)\n")
    #expect(opens.take("progress.json") == 1, "the terminal's pass is read, once")
    let (passed, next) = try await desk.desk.finishCheck(
      hello, result: GradeResult(exercise: hello.id, status: .pass))
    #expect(opens.take("progress.json") == 0, "nobody saved while it was graded")
    #expect(passed == 2 && next != nil)
    #expect(Set(desk.terminal.progress.passed) == ["team-score", "hello-swift"])
    _ = opens.take("progress.json")
    // The next Check, nobody else saving: no read at all.
    _ = try await desk.desk.beginCheck("print(2)\n", for: hello, in: lesson)
    _ = try await desk.desk.finishCheck(
      hello, result: GradeResult(exercise: hello.id, status: .fail))
    #expect(opens.take("progress.json") == 0)
  }

  @Test func whatAnotherProgramSavedDuringTheGradingIsKept() async throws {
    let desk = try Desk()
    defer { try? FileManager.default.removeItem(at: desk.folder) }
    let (hello, lesson) = try desk.placed("hello-swift")
    let (optional, _) = try desk.placed("optional-binding")
    _ = try await desk.desk.beginCheck("print(1)\n", for: hello, in: lesson)
    let opens = try FileOpens(in: desk.state)
    _ = desk.terminal.takeHint(optional)  // the terminal, while the file is graded
    _ = opens.take("progress.json")
    let (passed, _) = try await desk.desk.finishCheck(
      hello, result: GradeResult(exercise: hello.id, status: .pass))
    #expect(opens.take("progress.json") == 1, "another program saved: read once, to keep it")
    #expect(passed == 1)
    let saved = desk.terminal.progress
    #expect(saved.passed == ["hello-swift"] && saved.hintsUsed == ["optional-binding": 1])
  }

  @Test func aFailedCheckCountsNothingAndMovesNobody() async throws {
    let desk = try Desk()
    defer { try? FileManager.default.removeItem(at: desk.folder) }
    let (hello, lesson) = try desk.placed("hello-swift")
    _ = try await desk.desk.beginCheck("// not yet\n", for: hello, in: lesson)
    let (passed, next) = try await desk.desk.finishCheck(
      hello, result: GradeResult(exercise: hello.id, status: .fail))
    #expect(passed == 0 && next == nil)
    #expect(desk.terminal.progress.passed.isEmpty)
    let file = desk.folder.appendingPathComponent("work/getting-started/hello-swift.swift")
    #expect(try String(contentsOf: file, encoding: .utf8) == "// not yet\n")
  }
}
