import Foundation
import LessonKit
import Testing

/// `swift-tutor new`: scaffolds land in the course, are listed, never overwrite, and carry
/// placeholders the loader reports at their lines until they are filled in.
@Suite final class ScaffoldTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scaffold-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.course("good-course"), to: root)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// `relative/path:line` of every placeholder problem.
  private func placeholders(_ course: Course) -> [String] {
    course.problems.filter { $0.message.contains(Placeholders.marker) }.map { problem in
      let path = problem.file.path.replacingOccurrences(of: course.root.path + "/", with: "")
      return "\(path):\(problem.line ?? 0)"
    }
  }

  @Test func aNewLessonIsNumberedListedAndReportedUntilFilledIn() throws {
    let result = try Scaffold.newLesson("error-handling", course: root)
    #expect(result.folder.lastPathComponent == "03-error-handling")
    #expect(result.created.map(\.lastPathComponent) == ["lesson.md", "lesson.zh-Hans.md"])
    #expect(result.notes == ["added 03-error-handling to course.yaml's `lessons:`"])
    #expect(try read("course.yaml").hasSuffix("  - 02-optionals\n  - 03-error-handling\n"))
    let course = try CourseLoader.load(from: root)
    let lesson = try #require(course.lesson(id: "error-handling"))
    #expect(lesson.number == 3 && lesson.languages == [.en, .zhHans])
    #expect(
      placeholders(course) == [
        "03-error-handling/lesson.md:3", "03-error-handling/lesson.md:4",
        "03-error-handling/lesson.md:8", "03-error-handling/lesson.md:17",
        "03-error-handling/lesson.zh-Hans.md:3", "03-error-handling/lesson.zh-Hans.md:4",
        "03-error-handling/lesson.zh-Hans.md:7", "03-error-handling/lesson.zh-Hans.md:16",
      ])
    let title = try #require(course.problems.first { $0.line == 3 })
    #expect(
      title.description.hasSuffix(
        "lesson.md:3: error: placeholder left by `swift-tutor new`: the lesson's title — write"
          + " it and remove TODO(author)"))
    #expect(lesson.examples(language: .en).count == 1)
  }

  @Test func fillingInThePlaceholdersMakesTheLessonClean() throws {
    try Scaffold.newLesson("error-handling", course: root)
    for name in ["lesson.md", "lesson.zh-Hans.md"] {
      let file = root.appendingPathComponent("03-error-handling/\(name)")
      let text = try String(contentsOf: file, encoding: .utf8)
      try text.replacingOccurrences(of: "TODO(author): ", with: "").write(
        to: file, atomically: true, encoding: .utf8)
    }
    let course = try CourseLoader.load(from: root)
    #expect(course.problems.filter { $0.file.path.contains("03-error-handling") }.isEmpty)
  }

  @Test func aNewExerciseIsListedInItsLessonAndHasEveryFile() throws {
    let result = try Scaffold.newExercise("triple-it", lesson: "1", course: root)
    #expect(
      result.created.map(\.lastPathComponent) == [
        "exercise.yaml", "task.md", "task.zh-Hans.md", "starter.swift", "solution.swift",
        "checks.swift",
      ])
    #expect(
      try read("01-first-steps/lesson.md").contains("exercises: [say-hello, double-it, triple-it]"))
    let course = try CourseLoader.load(from: root)
    let (exercise, lesson) = try #require(course.exercise(id: "triple-it"))
    #expect(lesson.id == "first-steps" && exercise.kind == .checks)
    #expect(exercise.task(.en).hints.count == 2 && exercise.task(.zhHans).hints.count == 2)
    let marked = placeholders(course).filter { $0.contains("triple-it/") }
    #expect(marked.count == 12)
    #expect(marked.contains("01-first-steps/exercises/triple-it/exercise.yaml:1"))
    #expect(marked.contains("01-first-steps/exercises/triple-it/checks.swift:3"))
  }

  @Test func anOutputExerciseHasNoChecksAndALessonWithoutAListIsLeftAlone() throws {
    let before = try read("02-optionals/lesson.md")
    let result = try Scaffold.newExercise("echo", kind: .output, lesson: "optionals", course: root)
    #expect(!result.created.map(\.lastPathComponent).contains("checks.swift"))
    #expect(
      result.notes == ["lesson.md has no `exercises:` list, so exercises go in folder-name order"])
    #expect(try read("02-optionals/lesson.md") == before)
    #expect(try CourseLoader.load(from: root).exercise(id: "echo")?.exercise.kind == .output)
  }

  @Test func badOrTakenNamesAreRefusedAndNothingIsOverwritten() throws {
    #expect(throws: ScaffoldError.self) { try Scaffold.newLesson("Error_Handling", course: root) }
    #expect(throws: ScaffoldError.self) { try Scaffold.newLesson("optionals", course: root) }
    #expect(throws: ScaffoldError.self) {
      try Scaffold.newExercise("double-it", lesson: "optionals", course: root)
    }
    do {
      _ = try Scaffold.newExercise("x", lesson: "optionls", course: root)
      Issue.record("an unknown lesson was accepted")
    } catch {
      #expect(error.message.hasSuffix("(did you mean 'optionals'?)"))
    }
    let folder = root.appendingPathComponent("03-later")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "mine".write(
      to: folder.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
    #expect(throws: ScaffoldError.self) { try Scaffold.newLesson("later", course: root) }
    #expect(try read("03-later/lesson.md") == "mine")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(names.filter { $0.hasSuffix("later") } == ["03-later"])
  }

  @Test func aStudentsTodoCommentIsNotAPlaceholder() throws {
    let starter = root.appendingPathComponent("01-first-steps/exercises/double-it/starter.swift")
    try "// TODO: double every number\nfunc doubled(_ n: [Int]) -> [Int] { n }\n".write(
      to: starter, atomically: true, encoding: .utf8)
    #expect(placeholders(try CourseLoader.load(from: root)).isEmpty)
  }
}
