import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Grading
@testable import SwiftToolchain

/// `--roster`: a school's list or GitHub Classroom's export read as it is, folders matched to
/// students however their names drifted, every problem at its line.
@Suite struct RosterTests {
  static func load(_ text: String) throws -> Roster {
    let folder = try TestPaths.makeTemporaryFolder("roster")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("roster.csv")
    try Data(text.utf8).write(to: file)
    return try RosterLoader.load(file)
  }

  @Test func aSchoolsListWithQuotesABOMAndCRLFReads() throws {
    let roster = try Self.load(
      "\u{FEFF}Email Address,ID,Name,Student Number,Section\r\n"
        + "maria@school.edu,maria-o,\"O'Neil, Maria\",S001,A\r\n"
        + "bob@school.edu,bob,\"Bob \"\"The\"\" Builder\",S002,B\r\n\r\n")
    #expect(roster.students.map(\.id) == ["maria-o", "bob"])
    #expect(roster.students[0].name == "O'Neil, Maria")
    #expect(roster.students[1].name == "Bob \"The\" Builder")
    #expect(roster.students[0].email == "maria@school.edu" && roster.students[0].sisID == "S001")
    #expect(roster.students[1].section == "B")
  }

  /// GitHub Classroom's export: `gh classroom clone` names the folders by the GitHub user
  /// name, so that is the id; its `identifier` is the school's (an email, a student number).
  /// A teacher's student graded as "not on the roster" while the roster line got 0 before.
  @Test func githubClassroomsExportReads() throws {
    let roster = try Self.load(
      "\"identifier\",\"github_username\",\"github_id\",\"name\"\n"
        + "\"s1\",\"octocat\",\"583231\",\"Mona Lisa\"\n"
        + "\"bob.jones@school.edu\",\"bob\",\"12345\",\"Bob Jones\"\n")
    #expect(roster.students.map(\.id) == ["octocat", "bob"], "the folders' names")
    #expect(roster.students[0].name == "Mona Lisa")
    #expect(roster.students[0].sisID == "s1" && roster.students[0].email == nil)
    #expect(roster.students[1].email == "bob.jones@school.edu" && roster.students[1].sisID == nil)
    #expect(roster.match(forFolder: "week-1-bob")?.student.id == "bob")
    #expect(
      try Self.load("identifier,name\ns1,Ann\n").students.first?.id == "s1", "alone, it names")
  }

  /// Classroom's export lists a student who has not linked a GitHub account with no user name:
  /// they are on the roster under their identifier (no folder: missing), where the whole
  /// class's grading stopped at `roster.csv:3: no id`.
  @Test func aStudentWithNoLinkedAccountIsOnTheRosterByIdentifier() throws {
    let roster = try Self.load(
      "\"identifier\",\"github_username\",\"github_id\",\"name\"\n"
        + "\"s1\",\"octocat\",\"583231\",\"Mona Lisa\"\n"
        + "\"frank@school.edu\",\"\",\"\",\"\"\n")
    #expect(roster.students.map(\.id) == ["octocat", "frank@school.edu"])
    #expect(roster.students[1].email == "frank@school.edu")
    let folder = ClassFolder(submissions: [], ignored: [])
    let applied = folder.applying(roster, assignment: Assignment(items: [.init(id: "team-score")]))
    #expect(applied.submissions.map(\.student) == ["frank@school.edu", "octocat"])
    #expect(applied.submissions.allSatisfy { !$0.handedIn })
    #expect(throws: EvaluatorError.self) { try Self.load("github_username,name\n,Ann\n") }
  }

  /// A quote never closed swallowed the rest of the file silently; a list saved by a European
  /// spreadsheet (`;` between columns) is said to be one.
  @Test func anUnclosedQuoteAndSemicolonsAreSaid() throws {
    do {
      _ = try Self.load("id,name\nana,Ana\nbob,\"Bob\ncarl,Carl\n")
      Issue.record("an unclosed quote was read")
    } catch {
      #expect(String(describing: error).contains("roster.csv:3: a quote opened here"), "\(error)")
    }
    #expect(
      try Self.load("id,name\nbob,\"Bob \"\"B\"\", jr\"\n").students.first?.name == "Bob \"B\", jr")
    do {
      _ = try Self.load("id;name\nana;Ana\n")
      Issue.record("a semicolon list was read")
    } catch {
      #expect(String(describing: error).contains("separated by `;`"), "\(error)")
    }
  }

  @Test func problemsNameTheFileAndLine() throws {
    #expect(throws: EvaluatorError.self) { try Self.load("name,email\nAna,a@b\n") }
    do {
      _ = try Self.load("id,name\nana,Ana\n,Nobody\n")
      Issue.record("a row without an id was read")
    } catch {
      #expect(String(describing: error).contains("roster.csv:3"), "\(error)")
    }
    do {
      _ = try Self.load("id,name\nana,Ana\nANA,Ana again\n")
      Issue.record("an id twice was read")
    } catch {
      #expect(
        String(describing: error).contains("roster.csv:3: 'ANA' is on line 2 already"), "\(error)")
    }
  }

  @Test func foldersAreMatchedHoweverTheirNamesDrifted() throws {
    let roster = try Self.load(
      "id,name,folder\nmaria-o,Maria O'Neil,\nbob,Bob Builder,\nchen,Chen Wei,cw-2026\n")
    #expect(roster.student(forFolder: "maria-o")?.id == "maria-o")
    #expect(roster.student(forFolder: "MARIA-O")?.id == "maria-o", "case ignored")
    #expect(roster.student(forFolder: "week-1-maria-o")?.id == "maria-o", "Classroom download")
    #expect(roster.student(forFolder: "Maria_O_Neil")?.id == "maria-o", "classroom export")
    #expect(roster.student(forFolder: "cw-2026")?.id == "chen", "the roster's folder")
    #expect(roster.student(forFolder: "stranger") == nil)
  }

  /// A classmate who names themselves `A-maria-o` (an export folder that ends in Maria's id)
  /// never takes her roster line from her own folder, and two folders a chosen name could make
  /// for Bob (`Bob_Builder`, `bob_builder`) are neither his: both are graded under their own
  /// names, and Bob is missing until the roster's `folder` column says which.
  @Test func aChosenNameNeverTakesAnothersRosterLine() throws {
    let roster = try Self.load("id,name\nmaria-o,Maria O'Neil\nbob,Bob Builder\n")
    let folders = ["A-maria-o", "Maria_O_Neil", "Bob_Builder", "bob_builder"]
    let folder = ClassFolder(
      submissions: folders.map {
        Submission(
          student: $0, exercise: "team-score",
          file: URL(fileURLWithPath: "/class/\($0)/team-score.swift"), handedIn: true)
      }, ignored: [])
    let applied = folder.applying(roster, assignment: Assignment(items: [.init(id: "team-score")]))
    let byStudent = Dictionary(
      applied.submissions.map {
        ($0.student, $0.file.deletingLastPathComponent().lastPathComponent)
      },
      uniquingKeysWith: { $0 + "," + $1 })
    #expect(byStudent["maria-o"] == "Maria_O_Neil", "\(byStudent)")
    #expect(applied.ignored.map(\.path) == ["A-maria-o/"], "\(applied.ignored)")
    #expect(byStudent["bob"] == "bob", "missing: \(byStudent)")
    #expect(applied.unlisted == ["Bob_Builder", "bob_builder"])
  }

  /// GitHub user names where one ends with the other: each download folder is the longer
  /// name's when it ends in it (both were graded as no one's, both students missing).
  @Test func aDownloadFolderIsTheLongestIdItEndsIn() throws {
    let roster = try Self.load("github_username,name\nbob,Bob\nann-bob,Ann\n")
    #expect(roster.match(forFolder: "hw1-optionals-ann-bob")?.student.id == "ann-bob")
    #expect(roster.match(forFolder: "hw1-optionals-bob")?.student.id == "bob")
  }
}
