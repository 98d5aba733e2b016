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
      // A compile error's tip and a crash, said again in the new language too (a newcomer saw
      // them stay Chinese in an English transcript).
      try browser.submit("let bad: String = t", with: "#run")
      try browser.waitForText("#transcript", containing: "tip: Int is not String")
      try browser.submit("let items = [1, 2]\nlet third = items[t + 5]", with: "#run")
      try browser.waitForText("#transcript", containing: "Index out of range")
      // A line typed and not run yet stays in the editor across the switch.
      _ = try browser.run("window.tutorEditor.setValue(arguments[0]); return true", ["t * 3"])
      try browser.click(".lang button[data-lang='zh-Hans']")
      try browser.waitForText("#run", containing: "运行")
      #expect(try browser.run("return window.tutorEditor.getValue()") as? String == "t * 3")
      try browser.waitForText("#transcript", containing: "（替换了之前的 t）")
      let shown = try browser.text("#transcript")
      #expect(!shown.contains("replaces the earlier"), "\(shown)")
      #expect(shown.contains("提示：Int 不是 String"), "\(shown)")
      #expect(
        try browser.count("#transcript pre.run-message code") >= 2, "code spans, not backticks")
      #expect(!shown.contains("tip:"), "\(shown)")
      #expect(shown.contains("崩溃"), "\(shown)")
      #expect(shown.contains("t: Int = 2"), "\(shown)")
      try browser.shoot("01-chinese", showing: "#transcript")
      // A report's `code` spans show in the code face, not as backticks (a check named
      // "不使用强制解包运算符 `!`" showed its backticks); a line of code excerpt is left alone.
      let coded = try browser.run(
        """
        const node = window.tutorPages.coded('pre', 'detail', arguments[0]);
        return node.innerHTML;
        """, ["提示：改用 `if let value = maybe { … }`。\n  2 | let s = `a`b"])
      #expect(
        coded as? String
          == "提示：改用 <code>if let value = maybe { … }</code>。\n  2 | let s = `a`b")
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
      #expect(
        try browser.run("return document.querySelector('.fold-list').hidden") as? Bool == true)
      try browser.click("#sidebar .fold")
      #expect(
        try browser.run("return document.querySelector('.fold').getAttribute('aria-expanded')")
          as? String == "true")
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

  /// In the Scratch transcript (and a lesson's examples) the values sit in a clipped cell: a
  /// newcomer's click showed scrollbars in a 50 px box, and a long value's ellipsis hid the
  /// fold. The button stays in sight at the cell's end, and the list opens below the line,
  /// the page's whole width, where nothing covers it.
  @Test func inTheTranscriptTheListOpensBelowItsLine() throws {
    try withCourseOpen("/scratch", artifacts: "folded-scratch") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      let words = (1...12).map { "\"word\($0)\"" }.joined(separator: ", ")
      try browser.submit("let lengths = [\(words)].map { $0.count }", with: "#run")
      try browser.waitForText("#transcript", containing: "more values inside { }")
      let inSight =
        try browser.run(
          """
          const button = document.querySelector('#transcript .fold').getBoundingClientRect();
          const cell = document.querySelector('#transcript .val').getBoundingClientRect();
          return button.width > 0 && button.right <= cell.right + 1 && button.left >= cell.left;
          """) as? Bool
      #expect(inSight == true, "the fold is within its cell, not past the ellipsis")
      try browser.click("#transcript .fold")
      let open =
        try browser.run(
          """
          const list = document.querySelector('#transcript .fold-list');
          const box = list.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + 20, box.top + 10);
          return [box.height, list.contains(hit)];
          """) as? [Any]
      #expect((open?.first as? Double).map { $0 > 100 } == true, "\(open ?? [])")
      #expect(open?.last as? Bool == true, "nothing covers the list: \(open ?? [])")
      // The list begins with the line's own value, whole (the cell cuts it: a newcomer never
      // saw `["APPLE", "BANANA"]`), then the values from inside the braces.
      let listed = try browser.texts("#transcript .fold-list div")
      #expect(listed.first?.hasPrefix("lengths: [Int] = [5, 5, 5, 5, 5") == true, "\(listed)")
      #expect(listed.dropFirst().first == "$0: String = \"word1\"", "\(listed)")
      #expect(
        try browser.run("return document.querySelector('#transcript .val').title") as? String
          == listed.first)
      try browser.shoot("01-opened", showing: "#transcript")
    }
  }
}
