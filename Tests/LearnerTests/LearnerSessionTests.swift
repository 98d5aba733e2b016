import Foundation
import Learner
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

/// The learner's changes, each a ``LearnerSession`` method saved at once: hints, passes and
/// where they lead, starting over.
@Suite struct LearnerSessionTests {
  static let course = Result {
    try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent(
        "Tests/LessonKitTests/Fixtures/good-course"))
  }

  /// A session over a fresh folder: `state/progress.json` and the workspace `work/`.
  private final class Folder {
    let url: URL
    init() throws { url = try TestPaths.makeTemporaryFolder("learner") }
    deinit { try? FileManager.default.removeItem(at: url) }

    var store: ProgressStore {
      ProgressStore(url: url.appendingPathComponent("state/progress.json"))
    }

    func session() -> LearnerSession {
      LearnerSession(
        store: store, workspace: Workspace(root: url.appendingPathComponent("work")),
        explicitLanguage: nil, environment: ["SWIFT_TUTOR_LANG": "en"])
    }

    /// The progress file as saved.
    var saved: LearnerProgress { store.load().progress }
  }

  private func find(_ id: String) throws -> (exercise: Exercise, lesson: Lesson) {
    try #require(try Self.course.get().exercise(id: id))
  }

  @Test func eachHintIsCountedAndSavedUntilNoneIsLeft() throws {
    let folder = try Folder()
    let learner = folder.session()
    let doubleIt = try find("double-it").exercise
    #expect(learner.takeHint(doubleIt).index == 0)
    #expect(folder.saved.hintsUsed == ["double-it": 1])
    #expect(learner.takeHint(doubleIt).index == 1)
    #expect(learner.takeHint(doubleIt).index == nil)
    #expect(folder.saved.hintsUsed == ["double-it": 2])
  }

  @Test func aPassStaysKeepsItOpenOrMovesOnAsAsked() throws {
    let folder = try Folder()
    let learner = folder.session()
    let course = try Self.course.get()
    let (sayHello, _) = try find("say-hello")
    let stayed = learner.recordPass(sayHello)
    #expect(stayed.next == nil && stayed.problem == nil)
    #expect(folder.saved.passed == ["say-hello"])
    #expect(folder.saved.currentExercise == nil)
    learner.recordPass(sayHello, then: .keepOpen)
    #expect(folder.saved.currentExercise == "say-hello")
    let moved = learner.recordPass(sayHello, then: .moveOn(course))
    #expect(moved.next?.exercise.id == "double-it")
    #expect(folder.saved.currentExercise == "double-it")
    #expect(folder.saved.currentLesson == "first-steps")
  }

  @Test func aPassBuildsOnWhatAnotherProgramSaved() throws {
    let folder = try Folder()
    let repl = folder.session()
    let check = folder.session()
    _ = check.takeHint(try find("double-it").exercise)
    repl.recordPass(try find("say-hello").exercise)
    #expect(folder.saved.passed == ["say-hello"])
    #expect(folder.saved.hintsUsed == ["double-it": 1])
  }

  @Test func withoutRecordingAPassIsNotSaved() throws {
    let folder = try Folder()
    let learner = folder.session()
    learner.stopCounting()
    learner.recordPass(try find("say-hello").exercise)
    #expect(learner.progress.passed == ["say-hello"])
    #expect(!folder.store.fileExists)
  }

  /// ``Counting``: the one rule, for every face — the REPL and the page's local learner too.
  @Test func checksCountExceptWithNoRecordOrOnABuildMachine() {
    #expect(Counting.rule(environment: [:]).passes)
    #expect(Counting.rule(environment: ["CI": "false"]).passes)
    #expect(Counting.rule(environment: ["CI": "0"]).passes)
    #expect(!Counting.rule(environment: ["CI": "true"]).passes)
    #expect(!Counting.rule(noRecord: true, environment: [:]).passes)
    #expect(!Counting.rule(environment: [:]).forTeacher)
    let student = Counting.rule(classroomStudent: true, environment: ["CI": "1"])
    #expect(student.passes && student.forTeacher)
    let ci = LearnerSession.standard(
      explicitLanguage: nil, environment: ["CI": "true", "XDG_STATE_HOME": "/nonexistent-state"])
    #expect(!ci.recordsPasses && !ci.recordsChecks)
  }

  @Test func startingOverKeepsTheFileForgetsThePassAndReopens() throws {
    let folder = try Folder()
    let learner = folder.session()
    let (doubleIt, lesson) = try find("double-it")
    let file = try learner.workspace.write("let mine = 1\n", for: doubleIt, in: lesson)
    learner.recordPass(doubleIt)
    _ = learner.takeHint(doubleIt)
    let (backup, problem) = try learner.startOver(doubleIt, in: lesson, reopening: true)
    #expect(problem == nil)
    #expect(try backup.map { try String(contentsOf: $0, encoding: .utf8) } == "let mine = 1\n")
    #expect(try String(contentsOf: file, encoding: .utf8) != "let mine = 1\n")
    #expect(folder.saved.passed.isEmpty && folder.saved.hintsUsed.isEmpty)
    #expect(folder.saved.currentExercise == "double-it")
  }

  @Test func forgettingEverythingKeepsTheLanguage() throws {
    let folder = try Folder()
    let learner = folder.session()
    learner.choose(.zhHans)
    learner.recordPass(try find("say-hello").exercise)
    learner.forgetAll()
    #expect(folder.saved.passed.isEmpty)
    #expect(folder.saved.language == "zh-Hans")
    #expect(learner.passedNote(among: ["say-hello", "double-it"]).text(.en).contains("0 of 2"))
  }
}
