import Foundation
import Testing
import TutorTestSupport

/// A classroom with the teacher's roster, in Chromium, as a student and a teacher meet it: the
/// student's own link opens a page that says whose link it is, in the language they pick, and
/// its button makes the browser theirs; the teacher's page of links says who came. axe-core
/// finds nothing critical or serious on either page.
@Suite(.tags(.browser)) struct RosterBrowserTests {
  static let teacher = "teacher-tok-2026"

  @Test func aStudentJoinsByTheirOwnLinkAndTheTeacherSeesThem() async throws {
    let folder = try TestPaths.makeTemporaryFolder("roster")
    defer { try? FileManager.default.removeItem(at: folder) }
    let roster = folder.appendingPathComponent("roster.csv")
    try Data("id,name,section\nana,Ana Lima,7B\nbo-chen,陈博,7B\n".utf8).write(to: roster)
    let axe = try String(contentsOf: AccessibilityBrowserTests.axe, encoding: .utf8)
    let served = try ServedCourse(
      arguments: ["--roster", roster.path, "--teacher-token", Self.teacher])
    defer { served.stop() }
    let csv = try await served.request(
      "GET", "/teacher/links.csv", headers: ["Authorization": "Bearer " + Self.teacher],
      authorized: false)
    let browser = try Browser(artifacts: "roster")
    defer { browser.close() }
    do {
      // The class's link alone: nobody, and the page says what to open instead.
      try browser.open(served.link("/").absoluteString)
      try browser.waitForText("main", containing: "open your own link")
      let line = try #require(csv.body.split(separator: "\r\n").first { $0.hasPrefix("bo-chen,") })
      let url = try #require(line.split(separator: ",").last.map(String.init))
      let link = try #require(url.range(of: "/?token=").map { String(url[$0.lowerBound...]) })
      try browser.open(served.address(link).absoluteString)
      try browser.waitForText("main", containing: "This link is 陈博's own")
      #expect(try AccessibilityBrowserTests.violations(browser, script: axe) == [])
      try browser.click(".lang button[data-lang='zh-Hans']")
      try browser.waitForText("main", containing: "这是陈博的专属链接")
      #expect(try browser.text("#join-form button") == "我是陈博，开始")
      try browser.click("#join-form button")
      try browser.waitForText("#course-progress", containing: "41")
      #expect(try browser.run("return document.documentElement.lang") as? String == "zh-Hans")
      // The teacher's page (in this browser only now: the teacher is never a student).
      try browser.open(
        served.address("/teacher/links?token=\(Self.teacher)&lang=zh-Hans").absoluteString)
      try browser.waitForText("main", containing: "已加入：1 / 2 人")
      #expect(try browser.text("#links tbody").contains("陈博"))
      #expect(try AccessibilityBrowserTests.violations(browser, script: axe) == [])
    }
  }
}
