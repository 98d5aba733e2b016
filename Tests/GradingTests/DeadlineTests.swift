import Foundation
import Grading
import LessonKit
import Reports
import Testing
import TutorTestSupport

/// `assignment.yaml`'s `due:` and `late:`: what late work keeps, and every problem at its line.
@Suite struct DeadlineTests {
  static let due = Date(timeIntervalSince1970: 1_764_000_000)

  @Test func lateWorkKeepsWhatThePolicyLeaves() {
    let hour: TimeInterval = 3600
    let penalty = Deadline(due: Self.due, late: .penalty(perDay: 0.1, until: Self.due + 72 * hour))
    #expect(penalty.share(at: Self.due) == 1, "on time")
    #expect(penalty.share(at: Self.due + 1) == 0.9, "a started day")
    #expect(penalty.share(at: Self.due + 25 * hour) == 0.8)
    #expect(penalty.share(at: Self.due + 73 * hour) == 0, "after until")
    #expect(Deadline(due: Self.due, late: .refused).share(at: Self.due + 1) == 0)
    #expect(Deadline(due: Self.due).share(at: Self.due + 100 * hour) == 1, "reported only")
    let steep = Deadline(due: Self.due, late: .penalty(perDay: 0.5, until: nil))
    #expect(steep.share(at: Self.due + 100 * hour) == 0, "never below 0")
  }

  static func assignment(_ text: String) throws -> Result<Assignment, AssignmentError> {
    let folder = try TestPaths.makeTemporaryFolder("assignment")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("week-1.yaml")
    try Data(text.utf8).write(to: file)
    let course = try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
    return AssignmentLoader.load(file, course: course)
  }

  @Test func anAssignmentReadsItsTitleDueAndLatePolicy() throws {
    let read = try Self.assignment(
      "title: Week 1\ndue: 2026-12-01T23:59:00+08:00\nlate:\n  penalty: 10%\n"
        + "  until: 2026-12-08T23:59:00+08:00\nexercises:\n  - team-score: 2\n")
    let assignment = try read.get()
    #expect(assignment.title == "Week 1")
    let deadline = try #require(assignment.deadline)
    #expect(ISO8601DateFormatter().string(from: deadline.due) == "2026-12-01T15:59:00Z")
    guard case .penalty(let perDay, let until) = deadline.late else {
      Issue.record("\(deadline.late)")
      return
    }
    #expect(abs(perDay - 0.1) < 1e-9 && until != nil)
    // In a report, as every time there: ISO 8601, not seconds since 2001.
    let json = JSONReporter.render(assignment)
    #expect(json.contains("\"due\" : \"2026-12-01T15:59:00Z\""), "\(json)")
    #expect(json.contains("\"until\" : \"2026-12-08T15:59:00Z\""), "\(json)")
    let refuse = try Self.assignment(
      "due: 2026-12-01T23:59:00Z\nlate: refuse\nexercises: [team-score]\n")
    #expect(try refuse.get().deadline?.late == .refused)
    let untitled = try Self.assignment("exercises: [team-score]\n")
    #expect(try untitled.get().title == "week-1", "the file's name")
    #expect(try untitled.get().ruleCost == nil)
    let costed = try Self.assignment("rule-cost: 25%\nexercises: [team-score]\n").get()
    #expect(costed.ruleCost == 0.25)
    let decoded = try JSONDecoder().decode(
      Assignment.self, from: try JSONEncoder().encode(costed))
    #expect(decoded == costed, "a report keeps the rule's cost for merge")
  }

  @Test(arguments: [
    ("due: 2026-12-01 23:59\nexercises: [team-score]\n", "week-1.yaml:1", "with its time zone"),
    ("late: refuse\nexercises: [team-score]\n", "week-1.yaml:1", "`late:` needs `due:`"),
    (
      "due: 2026-12-01T23:59:00Z\nlate:\n  penalty: 150%\nexercises: [team-score]\n",
      "week-1.yaml:3", "`penalty:` is a part"
    ),
    ("exercises: [team-score]\nrule-cost: lots\n", "week-1.yaml:2", "`rule-cost:` is the part"),
  ])
  func aBadDeadlineIsAnErrorAtItsLine(text: String, place: String, words: String) throws {
    guard case .failure(let error) = try Self.assignment(text) else {
      Issue.record("read: \(text)")
      return
    }
    #expect(error.description.contains(place) && error.description.contains(words), "\(error)")
  }
}
