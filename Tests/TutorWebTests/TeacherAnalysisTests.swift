import Foundation
import Grading
import Learner
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// The teacher's item analysis of a class whose students check in different languages: a
/// check is one item, named in the teacher's language, counting every student who ran it.
@Suite struct TeacherAnalysisTests {
  /// A failing Check of `optional-binding` by a new student of `served`, recorded as the
  /// server records one in `language`, its two checks named `names`.
  @discardableResult
  static func failingCheck(
    _ served: InProcessServer, _ client: WebClient, language: Language, names: [String]
  ) async throws -> String {
    let headers = try await client.enroll()
    let id = String(headers["Cookie"]?.split(separator: "=").last ?? "")
    let session = LearnerSession.classroom(
      student: id, explicitLanguage: language, environment: served.environment)
    let exercise = try #require(try InProcessServer.course.get().exercise(id: "optional-binding"))
    var wrong = TestResult(name: names[0], status: .fail, message: "1 ≠ 2")
    wrong.observed = Observed(what: "greet(nil)", expected: "1", got: "2")
    let result = GradeResult(
      exercise: "optional-binding", status: .fail,
      tests: [wrong, TestResult(name: names[1], status: .pass)])
    #expect(session.recordCheck(result, of: exercise.exercise) == nil)
    return id
  }

  @Test func aCheckIsOneItemWhateverLanguageItsStudentsCheckedIn() async throws {
    let served = try TeacherRouteTests.server()
    try await served.requests { client in
      try await Self.failingCheck(served, client, language: .en, names: ["greets", "other"])
      try await Self.failingCheck(served, client, language: .zhHans, names: ["问候", "其他"])
      let teacher = TeacherRouteTests.asTeacher
      let english = try await client.request(
        "GET", "/teacher?lang=en", headers: teacher, authorized: false)
      #expect(english.body.contains("<tr><td>greets</td><td class=\"num\">2 of 2</td>"))
      #expect(!english.body.contains("问候"))
      let chinese = try await client.request(
        "GET", "/teacher?lang=zh-Hans", headers: teacher, authorized: false)
      #expect(chinese.body.contains("<tr><td>问候</td><td class=\"num\">2 人中 2 人</td>"))
      #expect(!chinese.body.contains("greets"))
    }
  }

  /// A class that checked only in Chinese reads in English: the names `checks.swift` gives
  /// in both languages are said in the teacher's.
  @Test func aClassThatCheckedInChineseReadsInEnglish() async throws {
    let served = try TeacherRouteTests.server()
    let named = "nil is described as \"No meal\""
    try await served.requests { client in
      let id = try await Self.failingCheck(
        served, client, language: .zhHans, names: ["nil 描述为 \"No meal\"", "其他"])
      let english = try await client.request(
        "GET", "/teacher?lang=en", headers: TeacherRouteTests.asTeacher, authorized: false)
      #expect(english.body.contains(HTML.escape(named)), "\(english.body)")
      #expect(!english.body.contains("nil 描述为"))
      // The student's own page too: their last report's check names.
      let work = try await client.request(
        "GET", "/teacher/student/\(id)?exercise=optional-binding&lang=en",
        headers: TeacherRouteTests.asTeacher, authorized: false)
      #expect(work.body.contains(HTML.escape(named)), "\(work.body)")
      #expect(!work.body.contains("nil 描述为"))
    }
  }

  @Test func aRecordSaysTheLanguageItsNamesAreIn() throws {
    let result = GradeResult(exercise: "e", status: .pass, tests: [])
    #expect(CheckRecord(result, language: .zhHans).language == "zh-Hans")
    let old = #"{"status": "pass", "checks": [], "at": 0}"#
    let decoded = try JSONDecoder().decode(CheckRecord.self, from: Data(old.utf8))
    #expect(decoded.language == nil)
  }
}
