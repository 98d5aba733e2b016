import Foundation
import LessonKit
import Testing

@Suite struct GoodCourseTests {
  let course: Course

  init() throws {
    course = try Fixtures.load("good-course")
  }

  @Test func loadsWithoutProblems() {
    #expect(course.problems.isEmpty, "\(course.problems)")
  }

  @Test func titleAndLessonOrderComeFromCourseYAML() {
    #expect(course.title(.en) == "Fixture Course")
    #expect(course.title(.zhHans) == "测试课程")
    #expect(course.lessons.map(\.id) == ["first-steps", "optionals"])
    #expect(course.lessons.map(\.number) == [1, 2])
    #expect(course.lessons.map(\.languages) == [[.en, .zhHans], [.en, .zhHans]])
  }

  @Test func lessonTextsInBothLanguages() throws {
    let lesson = try #require(course.lesson(id: "first-steps"))
    #expect(lesson.text(.en).title == "First Steps")
    #expect(lesson.text(.en).summary == "Print values and name them with let and var.")
    #expect(lesson.text(.zhHans).title == "第一步")
    #expect(lesson.text(.zhHans).summary == "打印值，并用 let 和 var 给它们命名。")
    #expect(lesson.text(.en).bodyFirstLine == 7)
    #expect(lesson.text(.en).body.hasPrefix("Swift programs run from the top of the file."))
    #expect(lesson.text(.zhHans).file.lastPathComponent == "lesson.zh-Hans.md")
  }

  @Test func examplesAreNumberedWithTheirFileLines() throws {
    let lesson = try #require(course.lesson(id: "first-steps"))
    let english = lesson.examples(language: .en)
    #expect(english.map(\.number) == [1, 2])
    #expect(english.map(\.fenceLine) == [9, 15])
    #expect(english.map(\.firstCodeLine) == [10, 16])
    #expect(
      english.map(\.code) == ["print(\"Hello, world!\")\n", "let answer = 42\nprint(answer)\n"])
    let chinese = lesson.examples(language: .zhHans)
    #expect(chinese.map(\.code) == ["print(\"你好，世界！\")\n", "let answer = 42\nprint(answer)\n"])
    #expect(chinese.map(\.fenceLine) == [8, 14])
  }

  @Test func exercisesFollowTheFrontMatterOrderAndKeepTheirSettings() throws {
    let lesson = try #require(course.lesson(id: "first-steps"))
    #expect(lesson.exercises.map(\.id) == ["say-hello", "double-it"])
    let hello = lesson.exercises[0]
    #expect(hello.kind == .output)
    #expect(hello.uses == [])
    #expect(hello.difficulty == 1)
    #expect(hello.files.expectedOutput?.lastPathComponent == "expected-output.txt")
    #expect(hello.files.checks == nil)
    let double = lesson.exercises[1]
    #expect(double.kind == .checks)
    #expect(double.uses == [.mealKit])
    #expect(double.forbid == [.forceUnwrap, .forceTry])
    #expect(double.require == [.closure, .map])
    #expect(double.limits == ExerciseLimits(timeoutSeconds: 5, memoryMegabytes: 256))
    #expect(double.difficulty == 2)
    #expect(double.files.checks?.lastPathComponent == "checks.swift")
    #expect(double.files.solution.path.hasSuffix("double-it/solution.swift"))
  }

  @Test func tasksHaveTitlesStatementsAndHintsInBothLanguages() throws {
    let hello = try #require(course.exercise(id: "say-hello")).exercise
    #expect(hello.task(.en).title == "Say hello")
    #expect(hello.task(.en).statement == "Print `Hello, Swift!` on one line.")
    #expect(hello.task(.en).hints == ["Use `print`.", "Mind the comma\nand the exclamation mark."])
    #expect(hello.task(.zhHans).title == "打个招呼")
    #expect(hello.task(.zhHans).hints == ["使用 `print`。", "注意逗号和感叹号。"])
    let double = try #require(course.exercise(id: "double-it")).exercise
    #expect(double.task(.zhHans).hints == ["`map` 对每个元素调用闭包。", "`numbers.map { $0 * 2 }`"])
    let meal = try #require(course.exercise(id: "describe-meal")).exercise
    #expect(
      meal.task(.en).statement
        == "Write `func describe(_ meal: Meal?) -> String`.\n\nReturn `\"No meal\"` for `nil`.")
  }

  @Test func exerciseOrderDefaultsToFolderNames() throws {
    let lesson = try #require(course.lesson(id: "optionals"))
    #expect(lesson.exercises.map(\.id) == ["describe-meal"])
    #expect(lesson.exercises[0].require == [.ifLet])
  }

  @Test func lessonsAreFoundByIdFolderOrNumber() {
    for query in ["optionals", "02-optionals", "2", "02", " Optionals "] {
      #expect(course.lesson(id: query)?.id == "optionals", "query \(query)")
    }
    #expect(course.lesson(id: "3") == nil)
    #expect(course.lesson(id: "closures") == nil)
  }

  @Test func exercisesAreFoundWithTheirLesson() {
    let found = course.exercise(id: "describe-meal")
    #expect(found?.exercise.kind == .checks)
    #expect(found?.lesson.id == "optionals")
    #expect(course.exercise(id: "nope") == nil)
    #expect(course.exercises.map(\.id) == ["say-hello", "double-it", "describe-meal"])
  }
}
