import Foundation
import Grading
import LessonKit
import Testing
import TutorTestSupport

@testable import CourseValidation

/// `validate FOLDER` checks a whole course, or one lesson of it when the folder is a lesson's
/// (``ValidationScope``); a lesson checked alone shows the loader's problems of its own folder
/// and of the course's files, never another lesson's.
@Suite struct ValidationScopeTests {
  @Test func aLessonFolderIsThatLessonOfTheCourseAroundIt() throws {
    let root = try TestPaths.makeTemporaryFolder("scope")
    defer { try? FileManager.default.removeItem(at: root) }
    try TinyCourse().write(to: root)
    let whole = ValidationScope.of(folder: root)
    #expect(whole == ValidationScope(root: root.standardizedFileURL))
    let lesson = ValidationScope.of(folder: root.appendingPathComponent("02-words/"))
    #expect(lesson.root.path == root.standardizedFileURL.path)
    #expect(lesson.lesson == "02-words")
    // An exercise's folder is its lesson: a teacher validating what they just wrote.
    let exercise = ValidationScope.of(
      folder: root.appendingPathComponent("02-words/exercises/shout"))
    #expect(exercise == lesson)
  }

  @Test func aLessonAloneShowsItsOwnLoadingProblemsAndTheCoursesOnly() throws {
    let root = try TestPaths.makeTemporaryFolder("scope")
    defer { try? FileManager.default.removeItem(at: root) }
    var course = TinyCourse()
    course.files["course.yaml"] = "title: Tiny\nlessons: [01-sizes, 02-words, 03-gone]\n"
    course.files["01-sizes/lesson.zh-Hans.md"] = nil
    course.files["02-words/lesson.zh-Hans.md"] = nil
    try course.write(to: root)
    let loaded = try CourseLoader.load(from: root)
    let words = try #require(loaded.lesson(id: "words"))
    let shown = loaded.problems.filter {
      ValidationScope.shows($0, lesson: words, course: loaded)
    }.map { $0.formatted(relativeTo: root) }
    #expect(shown.count == 2, "\(shown)")
    #expect(shown.contains { $0.hasPrefix("course.yaml:2: error: ") })
    #expect(shown.contains { $0.hasPrefix("02-words/lesson.zh-Hans.md: warning: ") })
  }
}
