import Foundation
import LessonKit
import Testing

@Suite struct BrokenCourseTests {
  let course: Course

  init() throws {
    course = try Fixtures.load("broken-course")
  }

  /// `relative/path:line: severity` for every problem.
  private var locations: Set<String> {
    Set(
      course.problems.map { problem in
        problem.formatted(relativeTo: course.root).components(separatedBy: ": ").prefix(2)
          .joined(separator: ": ")
      })
  }

  private func problem(_ path: String, line: Int?) -> LessonProblem? {
    course.problems.first { problem in
      problem.file.path.hasSuffix("/" + path) && problem.line == line
    }
  }

  @Test func everyProblemIsReportedWithItsFileAndLine() {
    let expected: Set<String> = [
      "course.yaml:9: error",
      "08-stray: warning",
      "01-good/lesson.zh-Hans.md: warning",
      "02-bad-yaml/lesson.md:3: error",
      "03-unclosed/lesson.md:1: error",
      "04-no-id/lesson.md:4: error",
      "05-duplicate/lesson.md:2: error",
      "06-exercises/exercises/bad-kind/exercise.yaml:2: error",
      "06-exercises/exercises/bad-rule/exercise.yaml:4: error",
      "06-exercises/exercises/no-checks/checks.swift: error",
      "06-exercises/exercises/no-hints/task.md: error",
      "06-exercises/exercises/no-solution/solution.swift: error",
      "06-exercises/exercises/shared-id/exercise.yaml:1: error",
      "06-exercises/exercises/typo-key/exercise.yaml:3: error",
      "06-exercises/exercises/untranslated/task.zh-Hans.md: warning",
      "06-exercises/exercises/wrong-id/exercise.yaml:2: error",
    ]
    #expect(locations == expected)
    #expect(course.problems.count == expected.count)
  }

  @Test func brokenLessonsAreSkippedAndTheRestLoads() {
    #expect(course.lessons.map(\.id) == ["good", "exercises"])
    #expect(course.lesson(id: "good")?.exercises.map(\.id) == ["shared-id"])
    #expect(course.lesson(id: "exercises")?.exercises.map(\.id) == ["no-hints", "untranslated"])
  }

  @Test func messagesSayWhatToDo() {
    #expect(problem("02-bad-yaml/lesson.md", line: 3)?.message.contains("invalid YAML") == true)
    #expect(problem("03-unclosed/lesson.md", line: 1)?.message.contains("add a '---' line") == true)
    #expect(problem("04-no-id/lesson.md", line: 4)?.message.contains("add `id: …`") == true)
    #expect(
      problem("05-duplicate/lesson.md", line: 2)?.message.contains(
        "already used by 01-good/lesson.md")
        == true)
    #expect(problem("typo-key/exercise.yaml", line: 3)?.message.contains("'forbidd'") == true)
    #expect(
      problem("typo-key/exercise.yaml", line: 3)?.message.contains("did you mean 'forbid'") == true)
    #expect(
      problem("bad-kind/exercise.yaml", line: 2)?.message.contains("unknown kind 'quiz'") == true)
    #expect(
      problem("bad-rule/exercise.yaml", line: 4)?.message.contains("did you mean 'guard-let'")
        == true)
    #expect(
      problem("wrong-id/exercise.yaml", line: 2)?.message.contains("folder name 'wrong-id'") == true
    )
    #expect(
      problem("no-solution/solution.swift", line: nil)?.message.contains("model answer") == true)
    #expect(problem("no-hints/task.md", line: nil)?.message.contains("## Hints") == true)
    #expect(problem("course.yaml", line: 9)?.message.contains("'07-missing'") == true)
  }

  @Test func aMissingTranslationFallsBackToEnglish() throws {
    let lesson = try #require(course.lesson(id: "good"))
    #expect(lesson.languages == [.en])
    #expect(lesson.text(.zhHans).title == "Good")
    let untranslated = try #require(course.exercise(id: "untranslated")).exercise
    #expect(untranslated.task(.zhHans).file.lastPathComponent == "task.md")
  }

  @Test func problemsPrintLikeCompilerDiagnostics() throws {
    let yaml = try #require(problem("02-bad-yaml/lesson.md", line: 3))
    #expect(yaml.description.hasPrefix(course.root.path + "/02-bad-yaml/lesson.md:3: error: "))
    #expect(course.errors.count == 13)
    #expect(course.warnings.count == 3)
  }

  @Test func anUnreadableFolderThrowsWithItsPath() {
    let missing = Fixtures.folder.appendingPathComponent("no-such-course")
    #expect(throws: CourseLoadError(path: missing.path, reason: .noSuchFolder)) {
      try CourseLoader.load(from: missing)
    }
    let file = Fixtures.course("good-course/course.yaml")
    #expect(throws: CourseLoadError.self) { try CourseLoader.load(from: file) }
  }
}
