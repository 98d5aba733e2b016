import Foundation
import Testing
import TutorTestSupport

/// The course in headless Chromium, driven through WebDriver the way a student clicks: the
/// index, lesson 3, an example's values, the language switch, a wrong and a right answer to
/// `optional-binding`, and the progress the terminal then shows. A screenshot of each step is
/// kept in `test-artifacts/browser/`.
@Suite(.tags(.browser, .toolchain, .jail)) struct BrowserFlowTests {
  @Test func aStudentSolvesOptionalBindingInTheBrowser() throws {
    // The index, with the whole course and nothing passed yet.
    try withCourseOpen("/", artifacts: "flow") { served, browser in
      try browser.waitForText("#course-progress", containing: "0 of 41 exercises passed")
      #expect(try browser.count("ol.lessons > li") == 12)
      try browser.shoot("01-index")

      // Lesson 3, and its first example run: values beside its lines.
      try browser.click("a[href='/lesson/optionals']")
      try browser.waitForText("h1", containing: "Optionals")
      try browser.click("button.run[data-example='1']")
      try browser.waitForText("#example-1 .valued", containing: "leftovers: Int? = 3")
      let firstRow = try browser.text("#example-1 .valued .row:first-child .val")
      #expect(firstRow == "leftovers: Int? = 3")
      try browser.shoot("02-lesson-example", showing: "#example-1")

      // 简体中文, remembered: the next page comes in Chinese too.
      try browser.click(".lang button[data-lang='zh-Hans']")
      try browser.waitForText("h1", containing: "可选")
      try browser.open(served.address("/exercise/optional-binding").absoluteString)
      try browser.waitForText("#check", containing: "检查")

      // A wrong answer, typed: the failing checks are named in Chinese.
      try browser.type(
        #"func describe(_ meal: Meal?) -> String { meal == nil ? "No meal" : "A meal" }"#)
      try browser.click("#check")
      try browser.waitForText("#report.fail .headline", containing: "失败——")
      let failing = try browser.texts("#report .check.fail .name")
      #expect(failing.count == 9)
      #expect(failing.contains("每道示例菜品都描述为 \"<名字>: <评分> stars\""))
      #expect(try browser.texts("#report .check.pass .name") == ["nil 描述为 \"No meal\""])
      try browser.shoot("03-wrong-answer", showing: "#report")

      // The right answer: PASS, the exercise marked passed, the next one offered.
      try browser.type(
        #"func describe(_ meal: Meal?) -> String { guard let meal else { return "No meal" }; return "\(meal.name): \(meal.rating) stars" }"#
      )
      try browser.click("#check")
      try browser.waitForText("#report.pass .headline", containing: "通过：")
      #expect(try browser.text("#state").contains("已通过"))
      #expect(try browser.text("#report a.next").contains("下一道"))
      try browser.shoot("04-right-answer", showing: "#report")

      // The index counts it; so does the terminal, reading the same progress file.
      try browser.open(served.address("/").absoluteString)
      try browser.waitForText("#course-progress", containing: "已通过 1/41")
      #expect(try browser.count("li.exercise.passed[data-exercise='optional-binding']") == 1)
      try browser.shoot("05-index-after")
      let progress = try runTutor(["progress", "--no-color"], environment: served.environment)
      #expect(progress.status == 0)
      let optionals = progress.stdout.split(separator: "\n").first { $0.contains("3  可选类型") }
      #expect(optionals?.contains("1/4") == true, "\(progress.stdout)")
      let file = served.folder.appendingPathComponent("work/optionals/optional-binding.swift")
      #expect(try String(contentsOf: file, encoding: .utf8).contains("guard let meal"))
    }
  }
}
