import Foundation
import Testing
import TutorTestSupport

/// What the page shows of a run, in headless Chromium: a closure's values folded under its
/// line's own and opened on a click, and the scratch transcript in the language of the moment.
@Suite(.tags(.browser, .toolchain, .jail)) struct WorkbenchValuesTests {
  /// After the language switch, the transcript shown again speaks the new language: the server
  /// keeps what the tab ran and says it now (it used to come back in the language it ran in).
  @Test func theScratchTranscriptComesBackInTheNewLanguage() throws {
    try withCourseOpen("/scratch", artifacts: "scratch-language") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      try browser.submit("var t = 1", with: "#run")
      try browser.waitForText("#transcript", containing: "t: Int = 1")
      try browser.submit("var t = 2", with: "#run")
      try browser.waitForText("#transcript", containing: "(replaces the earlier t)")
      try browser.click(".lang button[data-lang='zh-Hans']")
      try browser.waitForText("#run", containing: "运行")
      try browser.waitForText("#transcript", containing: "（替换了之前的 t）")
      let shown = try browser.text("#transcript")
      #expect(!shown.contains("replaces the earlier"), "\(shown)")
      #expect(shown.contains("t: Int = 2"), "\(shown)")
      try browser.shoot("01-chinese", showing: "#transcript")
    }
  }

  /// A closure's values fold under the line's own value; a click opens them, the list is read
  /// as it is shown (axe), and it speaks the page's language.
  @Test func aClosuresValuesOpenOnAClick() throws {
    try withCourseOpen("/exercise/hello-swift", artifacts: "folded") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      try browser.submit("let big = [1, 2, 3].filter { $0 > 1 }", with: "#run")
      try browser.waitForText("#sidebar", containing: "⋯ 6 more values inside { }")
      #expect(try browser.text("#sidebar .value").hasPrefix("big: [Int] = [2, 3]"))
      #expect(try browser.run("return document.querySelector('.fold').open") as? Bool == false)
      try browser.click("#sidebar .fold summary")
      #expect(
        try browser.texts("#sidebar .fold-list div").prefix(2) == ["$0: Int = 1", "Bool = false"])
      let shown =
        try browser.run(
          "return document.querySelector('.fold-list').getBoundingClientRect().height") as? Double
      #expect(shown.map { $0 > 40 } == true, "the opened list is not clipped: \(shown ?? -1)")
      try browser.shoot("01-opened", showing: ".workbench")
      let axe = try String(contentsOf: AccessibilityBrowserTests.axe, encoding: .utf8)
      let found = try AccessibilityBrowserTests.violations(browser, script: axe)
      #expect(found.isEmpty, "\(found)")
      try browser.click(".lang button[data-lang='zh-Hans']")
      try browser.waitForText("#run", containing: "运行")
      try browser.submit("let big = [1, 2, 3].filter { $0 > 1 }", with: "#run")
      try browser.waitForText("#sidebar", containing: "⋯ { } 里还有 6 个值")
    }
  }
}
