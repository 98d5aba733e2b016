import Foundation
import Testing
import TutorTestSupport

/// The course's content tested like code: plausible wrong answers to every exercise
/// (`WrongAnswers/<exercise>-<mistake>/<exercise>.swift`) are graded, and none may pass —
/// each must fail on a check, not be refused or crash the grader.
@Suite struct WrongAnswerTests {
  static let folder = TestPaths.packageRoot.appendingPathComponent(
    "Tests/EndToEndTests/WrongAnswers")

  @Test func noWrongAnswerPasses() throws {
    let run = try TutorBinary.run(
      [
        "grade", Self.folder.path, "--format", "json", "--jobs", "2", "--lessons",
        TutorBinary.lessons.path,
      ],
      timeout: .seconds(900))
    #expect(run.status == 0, "\(run.stderr)")
    let report = try ReportJSON.decode(run.stdout)
    #expect(report.results.count == TestPaths.contents(of: Self.folder).count)
    for result in report.results {
      let who = "\(result.student ?? "?")/\(result.exercise)"
      #expect(result.status == "fail", "\(who): \(result.status) \(result.message ?? "")")
      #expect(result.tests.contains { $0.status == "fail" }, "\(who) failed no check")
    }
  }

  @Test func everyExerciseHasWrongAnswers() throws {
    let covered = Set(
      TestPaths.contents(of: Self.folder).flatMap { student in
        TestPaths.contents(of: Self.folder.appendingPathComponent(student)).map {
          String($0.dropLast(".swift".count))
        }
      })
    let lessons = TutorBinary.lessons
    var exercises: [String] = []
    for lesson in TestPaths.contents(of: lessons) {
      exercises += TestPaths.contents(of: lessons.appendingPathComponent("\(lesson)/exercises"))
    }
    let checked = exercises.filter { id in
      let yaml = (try? CourseFiles.folder(of: id).appendingPathComponent("exercise.yaml"))
      return (yaml.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "")
        .contains("kind: checks")
    }
    #expect(!checked.isEmpty)
    #expect(Set(checked).subtracting(covered).sorted() == [])
  }
}
