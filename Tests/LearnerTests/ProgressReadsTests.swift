import Foundation
import Learner
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

/// How often a session reads `progress.json`: once when it starts, then only when another
/// program saved since it last read or wrote the file — so a request that asks for the
/// learner's state while nobody else saves costs a `stat`, not a read. Counted by the kernel
/// (``FileOpens``), not by the session.
@Suite struct ProgressReadsTests {
  static let course = Result {
    try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent(
        "Tests/LessonKitTests/Fixtures/good-course"))
  }

  @Test func aSessionReadsTheFileOnlyWhenAnotherProgramSavedIt() throws {
    let folder = try TestPaths.makeTemporaryFolder("reads")
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let store = ProgressStore(url: state.appendingPathComponent("progress.json"))
    let session = {
      LearnerSession(
        store: store, workspace: Workspace(root: folder.appendingPathComponent("work")),
        explicitLanguage: nil, environment: ["SWIFT_TUTOR_LANG": "en"])
    }
    let course = try Self.course.get()
    let sayHello = try #require(course.exercise(id: "say-hello")).exercise
    let doubleIt = try #require(course.exercise(id: "double-it")).exercise
    let opens = try FileOpens(in: state)
    let page = session()
    page.recordPass(sayHello)  // no file yet: nothing to read
    #expect(opens.take("progress.json") == 0)
    page.adoptSavedElsewhere()
    page.adoptSavedElsewhere()
    #expect(opens.take("progress.json") == 0, "the file is the one this session wrote")
    let terminal = session()
    #expect(opens.take("progress.json") == 1, "a new session reads it once")
    _ = terminal.takeHint(doubleIt)
    #expect(opens.take("progress.json") == 0, "saving over its own version reads nothing")
    page.adoptSavedElsewhere()
    #expect(opens.take("progress.json") == 1, "another program saved: read once")
    #expect(page.progress.hintsUsed == ["double-it": 1] && page.progress.passed == ["say-hello"])
    page.recordPass(doubleIt)
    #expect(opens.take("progress.json") == 0)
    #expect(store.load().progress.passed == ["say-hello", "double-it"])
    // A file made corrupt in place is a new version: read once, and kept aside.
    try Data("{ not json".utf8).write(to: store.url)
    _ = opens.take("progress.json")
    page.adoptSavedElsewhere()
    #expect(opens.take("progress.json") == 1)
    #expect(page.progress.passed == ["say-hello", "double-it"])
  }
}
