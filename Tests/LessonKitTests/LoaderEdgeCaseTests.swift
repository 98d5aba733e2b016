import Foundation
import LessonKit
import Testing

@Suite struct LoaderEdgeCaseTests {
  /// The problems other than "this lesson has no Chinese translation" (the
  /// temporary courses are English only).
  private func relevant(_ course: Course) -> [LessonProblem] {
    course.problems.filter { !$0.message.contains("translation of lesson.md is missing") }
  }

  private func only(_ course: Course) -> LessonProblem? {
    let problems = relevant(course)
    return problems.count == 1 ? problems.first : nil
  }

  @Test func withoutCourseYAMLNumberedFoldersAreUsedInNumberOrder() throws {
    let course = try Fixtures.load("prefix-course")
    #expect(course.lessons.map(\.id) == ["first", "second", "tenth"])
    #expect(course.lessons.map(\.number) == [1, 2, 10])
    #expect(course.lesson(id: "10")?.id == "tenth")
    #expect(course.title(.en) == "prefix-course")
    #expect(course.problems.isEmpty)
  }

  @Test func aBadTranslationIsDroppedAndEnglishStays() throws {
    let temporary = try TemporaryCourse([
      "01-a/lesson.md": TemporaryCourse.lesson("id: a\ntitle: A\nsummary: S."),
      "01-a/lesson.zh-Hans.md": TemporaryCourse.lesson("id: b\ntitle: 甲\nsummary: 摘要。"),
    ])
    let course = try temporary.load()
    #expect(course.lesson(id: "a")?.languages == [.en])
    let problem = try #require(only(course))
    #expect(problem.file.lastPathComponent == "lesson.zh-Hans.md")
    #expect(problem.line == 2)
    #expect(problem.message.contains("same id"))
  }

  @Test func lineEndsOfOldMacEditorsAreLineEndsToo() throws {
    // A lone CR is a line end to libcmark: the task's lines must count it the same way.
    let task = "# Task\r\rDo it.\ra\rb\r\r## Hints\r\r- A hint.\r"
    let temporary = try TemporaryCourse(
      ["01-a/lesson.md": TemporaryCourse.lesson("id: a\ntitle: A\nsummary: S.\nexercises: [one]")],
      exercises: ["01-a/exercises/one": TemporaryCourse.exercise("one", task: task)])
    let course = try temporary.load()
    let exercise = try #require(course.exercise(id: "one")?.exercise)
    #expect(exercise.task(.en).statement == "Do it.\na\nb")
    #expect(exercise.task(.en).hints == ["A hint."])
  }

  @Test func anExerciseListNamingNoFolderPointsAtTheName() throws {
    let temporary = try TemporaryCourse(
      [
        "01-a/lesson.md": TemporaryCourse.lesson(
          "id: a\ntitle: A\nsummary: S.\nexercises:\n  - one\n  - two")
      ],
      exercises: ["01-a/exercises/one": TemporaryCourse.exercise("one")])
    let course = try temporary.load()
    #expect(course.lesson(id: "a")?.exercises.map(\.id) == ["one"])
    let problem = try #require(only(course))
    #expect(problem.line == 7)
    #expect(problem.message.contains("'two'"))
  }

  @Test func anUnlistedExerciseFolderIsWarnedAboutAndShownLast() throws {
    let temporary = try TemporaryCourse(
      ["01-a/lesson.md": TemporaryCourse.lesson("id: a\ntitle: A\nsummary: S.\nexercises: [two]")],
      exercises: [
        "01-a/exercises/one": TemporaryCourse.exercise("one"),
        "01-a/exercises/two": TemporaryCourse.exercise("two"),
      ])
    let course = try temporary.load()
    #expect(course.lesson(id: "a")?.exercises.map(\.id) == ["two", "one"])
    #expect(only(course)?.severity == .warning)
  }

  @Test func limitsAndDifficultyAreChecked() throws {
    let yaml = "id: e\nkind: output\nlimits:\n  timeout: 2\n  memmory-mb: 64\ndifficulty: 5\n"
    let temporary = try TemporaryCourse(
      ["01-a/lesson.md": TemporaryCourse.lesson("id: a\ntitle: A\nsummary: S.")],
      exercises: ["01-a/exercises/e": TemporaryCourse.exercise("e", yaml: yaml)])
    let course = try temporary.load()
    #expect(course.exercise(id: "e") == nil)
    #expect(relevant(course).map(\.line) == [5, 6])
    #expect(relevant(course).first?.message.contains("did you mean 'memory-mb'") == true)
  }

  @Test func aTaskNeedsATitleAndAHintList() throws {
    let noTitle = "Do it.\n\n## Hints\n\n- A hint.\n"
    let noList = "# T\n\nDo it.\n\n## Hints\n\nJust think.\n"
    let temporary = try TemporaryCourse(
      ["01-a/lesson.md": TemporaryCourse.lesson("id: a\ntitle: A\nsummary: S.")],
      exercises: [
        "01-a/exercises/e": TemporaryCourse.exercise("e", task: noTitle),
        "01-a/exercises/f": TemporaryCourse.exercise("f", task: noList),
      ])
    let course = try temporary.load()
    #expect(course.exercise(id: "e")?.exercise.task(.en).title == "e")
    #expect(course.exercise(id: "e")?.exercise.task(.en).hints == ["A hint."])
    #expect(course.exercise(id: "f")?.exercise.task(.en).hints == [])
    let lines = relevant(course).map {
      "\($0.file.deletingLastPathComponent().lastPathComponent):\($0.line ?? 0)"
    }
    #expect(lines == ["e:1", "f:5"])
  }

  @Test func aLessonWithoutFrontMatterSaysHowToStart() throws {
    let temporary = try TemporaryCourse(["01-a/lesson.md": "# A\n\nText.\n"])
    let course = try temporary.load()
    #expect(course.lessons.isEmpty)
    let problem = try #require(course.problems.first { $0.severity == .error })
    #expect(problem.line == 1)
    #expect(problem.message.contains("must start with front matter"))
  }

  @Test func duplicateYAMLKeysAndNonTextValuesAreReported() throws {
    let temporary = try TemporaryCourse([
      "01-a/lesson.md": TemporaryCourse.lesson("id: a\ntitle: A\ntitle: B\nsummary: S."),
      "02-b/lesson.md": TemporaryCourse.lesson("id: [b]\ntitle: B\nsummary: S."),
    ])
    let course = try temporary.load()
    #expect(course.lessons.isEmpty)
    let errors = course.errors.map {
      "\($0.file.deletingLastPathComponent().lastPathComponent):\($0.line ?? 0)"
    }
    #expect(errors.contains("01-a:3"))
    #expect(errors.contains("02-b:2"))
  }

  @Test func anEmptyFolderIsACourseWithoutLessons() throws {
    let temporary = try TemporaryCourse([:])
    try FileManager.default.createDirectory(at: temporary.root, withIntermediateDirectories: true)
    let course = try temporary.load()
    #expect(course.lessons.isEmpty)
    #expect(course.warnings.count == 1)
    #expect(course.errors.isEmpty)
  }
}
