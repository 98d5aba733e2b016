import Foundation
import Grading
import LessonKit
import Sandbox
import Testing
import TutorTestSupport

@testable import CourseValidation

/// `validate` tries each exercise's wrong answers on 100 seeds and names any seed on which one
/// passes — and that seed, given to `check --seed`, shows the same pass.
@Suite(.tags(.toolchain, .jail)) final class WrongAnswerSweepTests {
  let root: URL

  init() throws {
    root = try TestPaths.makeTemporaryFolder("sweep")
    let files = [
      "01-sizes/lesson.md": """
      ---
      id: sizes
      title: Sizes
      summary: Big numbers.
      exercises: [is-big]
      ---
      Numbers above 1000 are big.

      """,
      "01-sizes/exercises/is-big/exercise.yaml": "id: is-big\nkind: checks\n",
      "01-sizes/exercises/is-big/task.md":
        "# Is it big?\n\nWrite `func isBig(_ n: Int) -> Bool`: true above 1000.\n\n"
        + "## Hints\n\n- Compare with `>`.\n",
      "01-sizes/exercises/is-big/starter.swift": "func isBig(_ n: Int) -> Bool { false }\n",
      "01-sizes/exercises/is-big/solution.swift": "func isBig(_ n: Int) -> Bool { n > 1000 }\n",
      "01-sizes/exercises/is-big/checks.swift": """
      import TutorChecks

      let checks = Checks {
        check("2000 is big", zh: "2000 很大") { observe(isBig(2000), "isBig(2000)") }
        check("5 is not", zh: "5 不大") { observe(isBig(5), "isBig(5)") }
        check("random numbers", zh: "随机数") {
          for _ in 0..<10 {
            let n = Draw.int(in: 0...1_000_000)
            observe(isBig(n), "isBig(\\(n))")
          }
        }
      }

      """,
      // Wrong on one number in seven: the random check catches it on some seeds only.
      "01-sizes/exercises/is-big/wrong-answers/sevens.swift":
        "func isBig(_ n: Int) -> Bool { n > 1000 && n % 7 != 3 }\n",
      // Wrong everywhere the fixed checks look.
      "01-sizes/exercises/is-big/wrong-answers/always.swift":
        "func isBig(_ n: Int) -> Bool { true }\n",
    ]
    for (path, text) in files {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private func grader() throws -> Grader {
    Grader(
      cache: try GraderFixture.cacheResult.get(),
      sandbox: Sandbox(confinement: .jail(try GraderFixture.jail.get())), key: .forTests)
  }

  @Test func aWrongAnswerThatPassesOnSomeSeedsIsNamedWithASeedThatShowsIt() throws {
    let course = try CourseLoader.load(from: root)
    let lines = CourseValidator(grader: try grader(), jobs: 2).problems(in: course, language: .en)
      .map { $0.formatted(relativeTo: root) }.filter { $0.contains("wrong-answers") }
    #expect(lines.count == 1, "\(lines)")
    let line = try #require(lines.first)
    #expect(line.hasPrefix("01-sizes/exercises/is-big/wrong-answers/sevens.swift: error: "))
    let count = try #require(
      line.firstMatch(of: /passes the checks with (\d+) of 100 seeds/).flatMap { Int($0.1) })
    #expect((1...99).contains(count), "\(line)")
    let seed = try #require(line.firstMatch(of: /--seed ([0-9a-f]{16})/).map { String($0.1) })
    var reproducing = try grader()
    reproducing.seedOverride = UInt64(seed, radix: 16)
    let spec = try ExerciseSpec(try #require(course.exercise(id: "is-big")?.0))
    let sevens = try String(
      contentsOf: root.appendingPathComponent(
        "01-sizes/exercises/is-big/wrong-answers/sevens.swift"),
      encoding: .utf8)
    let result = try reproducing.grade(
      source: sevens, fileName: "sevens.swift", exercise: spec, language: .en)
    #expect(result.status == .pass, "the seed validate named shows the pass: \(result)")
    #expect(result.seed?.value == seed)
    // Pasted into a shell from any folder, the command names the whole file and the course.
    let command = try #require(line.firstMatch(of: /to see one: (swift-tutor [^)]*)\)/)).1
    #expect(
      command.split(separator: " ")
        == [
          "swift-tutor", "check", "is-big",
          "\(root.path)/01-sizes/exercises/is-big/wrong-answers/sevens.swift",
          "--lessons", "\(root.path)", "--seed", "\(seed)",
        ].map { Substring($0) }, "\(line)")
  }

  @Test func withoutWrongAnswersValidateSaysSoAsAWarning() throws {
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("01-sizes/exercises/is-big/wrong-answers"))
    let course = try CourseLoader.load(from: root)
    let problems = CourseValidator(grader: try grader(), jobs: 2).problems(
      in: course, language: .en)
    let about = problems.filter { $0.message.contains("no wrong answers") }
    #expect(about.count == 1)
    #expect(about.first?.severity == .warning)
  }
}
