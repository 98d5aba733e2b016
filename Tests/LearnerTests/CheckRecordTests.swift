import Foundation
import Grading
import Learner
import LessonKit
import Testing
import TutorTestSupport

/// Check, then record (``LearnerSession/record(_:of:then:)``): the one flow of every face.
@Suite struct CheckRecordTests {
  static func session(
    environment: [String: String] = [:], classroomStudent: Bool = false
  ) throws -> (LearnerSession, URL) {
    let root = try TestPaths.makeTemporaryFolder("record")
    let learner = LearnerSession(
      store: ProgressStore(url: root.appendingPathComponent("progress.json")),
      workspace: Workspace(root: root.appendingPathComponent("work")), explicitLanguage: .en,
      environment: environment, classroomStudent: classroomStudent)
    return (learner, root)
  }

  static let course = Result {
    try CourseLoader.load(from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
  }

  static func failing(_ id: String) -> GradeResult {
    var test = TestResult(name: "greets", status: .fail, message: "expected 1, got 2")
    test.hint = 2
    return GradeResult(exercise: id, status: .fail, tests: [test])
  }

  @Test func aFailNotesItsHintsAndAPassCountsAndMovesOn() throws {
    let (learner, root) = try Self.session()
    defer { try? FileManager.default.removeItem(at: root) }
    let course = try Self.course.get()
    let (exercise, _) = try #require(course.exercise(id: "hello-swift"))
    let failed = learner.record(Self.failing("hello-swift"), of: exercise, then: .moveOn(course))
    #expect(!failed.passed && failed.recorded && failed.next == nil)
    #expect(learner.progress.checkHints["hello-swift"] == [2])
    #expect(learner.progress.lastChecks["hello-swift"] == nil, "not a classroom")
    let pass = GradeResult(exercise: "hello-swift", status: .pass, tests: [])
    let passed = learner.record(pass, of: exercise, then: .moveOn(course))
    #expect(passed.passed && passed.next?.exercise.id == "first-check")
    #expect(learner.progress.passed.contains("hello-swift"))
    #expect(learner.progress.checkHints["hello-swift"] == nil)
  }

  /// `--no-record`, a build machine: nothing is kept, not even the hints; a face that follows
  /// the course still goes on.
  @Test(arguments: [false, true]) func whenChecksDoNotCountNothingIsKept(onABuildMachine: Bool)
    throws
  {
    let (learner, root) = try Self.session(environment: onABuildMachine ? ["CI": "true"] : [:])
    defer { try? FileManager.default.removeItem(at: root) }
    let course = try Self.course.get()
    let (exercise, _) = try #require(course.exercise(id: "hello-swift"))
    if !onABuildMachine { learner.stopCounting() }
    _ = learner.record(Self.failing("hello-swift"), of: exercise)
    let pass = GradeResult(exercise: "hello-swift", status: .pass, tests: [])
    let passed = learner.record(pass, of: exercise, then: .moveOn(course))
    #expect(!passed.recorded && passed.next?.exercise.id == "first-check")
    #expect(!FileManager.default.fileExists(atPath: learner.store.url.path))
    #expect(learner.progress.passed.isEmpty && learner.progress.checkHints.isEmpty)
  }

  /// Even on a server that happens to run with `CI` set: a class's work is never dropped.
  @Test func aClassroomStudentsCheckIsKeptForTheTeacher() throws {
    let (learner, root) = try Self.session(environment: ["CI": "true"], classroomStudent: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let course = try Self.course.get()
    let (exercise, _) = try #require(course.exercise(id: "hello-swift"))
    _ = learner.record(Self.failing("hello-swift"), of: exercise)
    #expect(learner.progress.lastChecks["hello-swift"] != nil)
    let pass = GradeResult(exercise: "hello-swift", status: .pass, tests: [])
    #expect(learner.record(pass, of: exercise).recorded)
    #expect(
      LearnerSession(
        store: learner.store, workspace: learner.workspace,
        explicitLanguage: .en, environment: [:]
      ).progress.passed == ["hello-swift"])
  }
}
