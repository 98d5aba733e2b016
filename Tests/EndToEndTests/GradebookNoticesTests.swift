import Foundation
import Testing
import TutorTestSupport

/// What a gradebook file cannot match, said before the teacher imports it.
@Suite(.tags(.toolchain, .jail)) struct GradebookNoticesTests {
  /// Moodle maps one column (Email address or ID number): a roster where some students have
  /// only an email and others only a student number leaves one side matching no one, which a
  /// teacher reader found only after importing.
  @Test func aRosterMixingEmailsAndStudentNumbersIsSaidForMoodle() throws {
    let school = try GradebookTests.Class()
    defer { try? FileManager.default.removeItem(at: school.root) }
    // A roster where some have only an email, others only a student number: Moodle maps one
    // column, so one side would match no one; the teacher hears so before importing.
    let mixed = school.root.appendingPathComponent("mixed.csv")
    try Data(
      ("id,name,email,sis_id\nmaria-o,Maria O'Neil,maria@school.edu,\n"
        + "bob,Bob Builder,,S002\nchen,Chen Wei,chen@school.edu,S003\n").utf8
    ).write(to: mixed)
    let split = try CourseFiles.tutor([
      "grade", school.submissions.path, "--assignment", school.assignment.path, "--roster",
      mixed.path, "--format", "moodle",
    ])
    #expect(split.status == 0, "\(split.transcript)")
    #expect(
      split.stderr.contains(
        "Moodle matches every row by one column (Email address or ID number), and the roster gives"
          + " some students only an email (maria-o) and others only a student number (bob)"),
      "\(split.stderr)")
    #expect(!split.stdout.isEmpty, "the file is still written")
  }
}
