import Foundation
import Grading
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The roster's key: made once, readable by its owner only, the same links at every start, and
/// never replaced — a key that is not one `serve` made stops `serve` and stays as it is (a new
/// one would change every link and leave every student's folder behind).
@Suite struct ClassListTests {
  static let roster = Roster(students: [Roster.Student(id: "ana"), Roster.Student(id: "bo")])

  @Test func theKeyIsMadeOnceAndGivesTheSameLinksAtEveryStart() throws {
    let folder = try TestPaths.makeTemporaryFolder("classlist")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try ClassList(roster: Self.roster, folder: folder)
    let again = try ClassList(roster: Self.roster, folder: folder)
    let ana = Self.roster.students[0]
    #expect(first.code(of: ana) == again.code(of: ana))
    #expect(first.code(of: ana) != first.code(of: Self.roster.students[1]))
    #expect(first.code(of: ana).count == 24 && first.desk(of: ana).count == 32)
    #expect(again.student(withCode: first.code(of: ana).uppercased())?.id == "ana")
    let key = folder.appendingPathComponent(ClassList.keyFile).path
    let mode = try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func aKeyServeDidNotMakeStopsItAndStays() throws {
    let folder = try TestPaths.makeTemporaryFolder("classlist")
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = folder.appendingPathComponent(ClassList.keyFile)
    try Data("short".utf8).write(to: key)
    #expect(throws: ClassList.BadKey.self) { try ClassList(roster: Self.roster, folder: folder) }
    #expect(try Data(contentsOf: key) == Data("short".utf8))
  }
}
