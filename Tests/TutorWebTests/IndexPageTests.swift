import Foundation
import Learner
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// The first page a learner sees, read as words: each exercise line is a mark, the id and the
/// title — in both languages, never a raw key or Swift spelling.
struct IndexPageTests {
  static let course = Result { try CourseLoader.load(from: TutorBinary.lessons) }

  /// The visible text of the `<li>` of exercise `id`.
  static func line(of id: String, in html: String) -> String? {
    guard let start = html.range(of: "data-exercise=\"\(id)\">"),
      let end = html.range(of: "</li>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return html[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
  }

  @Test(arguments: [Language.en, .zhHans])
  func anExerciseLineIsItsMarkIdAndTitle(language: Language) throws {
    let course = try Self.course.get()
    var progress = LearnerProgress()
    progress.passed = ["hello-swift"]
    let html = IndexPage(course: course, progress: progress, language: language).html()
    let title = language == .en ? "Hello, Swift" : "你好，Swift"
    #expect(Self.line(of: "hello-swift", in: html) == "✓ hello-swift \(title)")
    let open = try #require(Self.line(of: "first-check", in: html))
    #expect(open.hasPrefix("· first-check "), "\(open)")
    for raw in [".mark", "notStarted", "LessonState", "done."] {
      #expect(!html.contains(raw), "raw '\(raw)' on the \(language) index page")
    }
  }
}
