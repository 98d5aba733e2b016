import Foundation
import Testing
import TutorTestSupport

/// The course's content tested like code: every exercise keeps plausible wrong answers next to
/// its checks (`wrong-answers/<mistake>.swift`), which `validate` (run over the bundled course
/// by `make test`) tries on 100 seeds each.
@Suite struct WrongAnswerTests {
  @Test func everyExerciseHasWrongAnswers() throws {
    let lessons = TutorBinary.lessons
    var missing: [String] = []
    var total = 0
    for lesson in TestPaths.contents(of: lessons) {
      let folder = lessons.appendingPathComponent("\(lesson)/exercises")
      for exercise in TestPaths.contents(of: folder) {
        let answers = TestPaths.contents(
          of: folder.appendingPathComponent("\(exercise)/wrong-answers")
        ).filter { $0.hasSuffix(".swift") }
        if answers.isEmpty { missing.append(exercise) }
        total += answers.count
      }
    }
    #expect(missing == [])
    #expect(total > 100)
  }

  /// The two answers a hostile student got to pass by steering the seed, checked the way CI
  /// checks a submission: they fail, whatever comment is added to them.
  @Test(
    .tags(.toolchain, .jail),
    arguments: [
      ("validate-meal", "10-errors-generics", "blank-name-except-where-checked"),
      ("team-score", "04-control-flow", "input-blind-table"),
    ])
  func theSeedGrindersAnswersFailWhateverTheirComment(
    exercise: String, lesson: String, mistake: String
  ) throws {
    let wrong = TutorBinary.lessons.appendingPathComponent(
      "\(lesson)/exercises/\(exercise)/wrong-answers/\(mistake).swift")
    let source = try String(contentsOf: wrong, encoding: .utf8)
    for nonce in ["", "// 7f3a", "// nonce 218890"] {
      let file = try CourseFiles.write(source + nonce + "\n", named: "\(exercise).swift")
      defer { CourseFiles.removeFolder(of: file) }
      let run = try CourseFiles.tutor(["check", exercise, file.path, "--format", "json"])
      let result = try ResultJSON.decode(run.stdout)
      #expect(result.status == "fail", "\(mistake) with '\(nonce)': \(run.transcript)")
    }
  }
}
