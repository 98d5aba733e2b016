import LessonKit
import Testing
import TutorSupport
import TutorTerminal
import TutorTestSupport

@Suite struct LessonViewTests {
  private func lesson(_ id: String) throws -> Lesson {
    try #require(try ViewCourse.course().lesson(id: id))
  }

  @Test func showsTheRenderedLessonThenItsExercisesWithProgress() throws {
    let progress = ViewCourse.progress(passed: ["say-hello"], hints: ["double-it": 1])
    let view = LessonView(lesson: try lesson("first-steps"), progress: progress, language: .en)
    let text = view.text(width: 60, color: false)
    #expect(text.hasPrefix("# First Steps\n\n*Print values and name them with let and var.*"))
    #expect(text.contains("[example 1 — :run 1]\n    print(\"Hello, world!\")"))
    #expect(
      text.contains("\n" + String(repeating: "-", count: 60) + "\nExercises: 1 of 2 passed\n"))
    #expect(text.contains("  ✓ say-hello  Say hello (passed)"))
    #expect(text.hasSuffix("  · double-it  Double it (1/2 hints seen)"))
    #expect(ViewCourse.widestLine(text) <= 60)
    #expect(!ViewCourse.hasEscapes(text))
  }

  @Test func chineseUsesTheTranslatedLessonAndTaskTitles() throws {
    let view = LessonView(
      lesson: try lesson("first-steps"), progress: ViewCourse.progress(), language: .zhHans)
    let text = view.text(width: 40, color: false)
    #expect(text.hasPrefix("# 第一步\n"))
    #expect(text.contains("本课练习：已通过 0/2"))
    #expect(text.contains("  · double-it  翻倍"))
    #expect(ViewCourse.widestLine(text) <= 40)
  }

  @Test func colourStylesTheTextAndKeepsTheSameWords() throws {
    let view = LessonView(
      lesson: try lesson("optionals"), progress: ViewCourse.progress(), language: .en)
    let coloured = view.text(width: 80, color: true)
    #expect(ViewCourse.hasEscapes(coloured))
    #expect(coloured.contains("─"))
    #expect(coloured.contains("describe-meal"))
    #expect(coloured.contains("Describe a meal"))
  }

  @Test func aLessonWithoutExercisesSaysSo() throws {
    let base = try lesson("optionals")
    let bare = Lesson(
      id: base.id, folder: base.folder, number: base.number, texts: base.texts, exercises: [])
    let text = LessonView(lesson: bare, progress: ViewCourse.progress(), language: .en)
      .text(width: 50, color: false)
    #expect(text.hasSuffix("\nThis lesson has no exercises."))
  }

  /// The bundled lessons end with an `## Exercises` section; the view lists the exercises
  /// after the text, so the section is left out and each id appears once.
  @Test(arguments: Language.allCases)
  func everyBundledLessonListsItsExercisesOnce(language: Language) throws {
    let course = try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
    let heading = language == .en ? "## Exercises" : "## 练习"
    for lesson in course.lessons where !lesson.exercises.isEmpty {
      let text = LessonView(lesson: lesson, progress: ViewCourse.progress(), language: language)
        .text(width: 200, color: false)
      #expect(!text.contains("\n\(heading)\n"), "\(lesson.id)")
      for exercise in lesson.exercises {
        #expect(!text.contains("\n- `\(exercise.id)`"), "\(lesson.id): \(exercise.id)")
        let row = "  · \(exercise.id) "
        #expect(text.components(separatedBy: row).count == 2, "\(lesson.id): \(exercise.id)")
      }
    }
  }
}
