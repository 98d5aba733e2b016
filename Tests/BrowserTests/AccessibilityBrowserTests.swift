import Foundation
import Testing
import TutorTestSupport

/// axe-core on every page a learner opens, in both languages: no critical or serious
/// violation (a screen reader heard the exercise and scratch editors as unnamed fields).
/// axe-core's script comes from PyPI (`make deps` puts it in `.build/axe/axe.min.js`).
@Suite(.tags(.browser, .toolchain, .jail)) struct AccessibilityBrowserTests {
  static let axe = TestPaths.packageRoot.appendingPathComponent(".build/axe/axe.min.js")

  /// The critical and serious violations axe-core finds on the page open in `browser`, each
  /// as `rule: how many elements (the first one's selector)`.
  static func violations(_ browser: Browser, script: String) throws -> [String] {
    _ = try browser.run(
      script
        + """
        ;window.__axe = null;
        axe.run(document, {resultTypes: ['violations']}).then((found) => {
          window.__axe = found.violations
            .filter((v) => v.impact === 'critical' || v.impact === 'serious')
            .map((v) => v.id + ': ' + v.nodes.length + ' (' + v.nodes[0].target.join(' ') + ')');
        }, (error) => { window.__axe = ['axe failed: ' + error]; });
        """)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if let found = try browser.run("return window.__axe") as? [String] { return found }
      Thread.sleep(forTimeInterval: 0.2)
    }
    return ["axe gave no answer in 60 s"]
  }

  @Test func everyPageHasNoCriticalOrSeriousViolation() throws {
    let script = try String(contentsOf: Self.axe, encoding: .utf8)
    let pages = [
      ("/", "#course-progress"), ("/lesson/optionals", "h1"),
      ("/exercise/optional-binding", "#check"), ("/scratch", "#run"),
    ]
    try withCourseOpen("/", artifacts: "accessibility") { served, browser in
      for language in ["en", "zh-Hans"] {
        try browser.click(".lang button[data-lang='\(language)']")
        let switched = Date().addingTimeInterval(30)
        while try browser.run("return document.documentElement.lang") as? String != language,
          Date() < switched
        {
          Thread.sleep(forTimeInterval: 0.2)
        }
        for (path, ready) in pages {
          try browser.open(served.address(path).absoluteString)
          let loaded = Date().addingTimeInterval(60)
          while try browser.run(
            "return document.readyState === 'complete' && !!document.querySelector(arguments[0])",
            [ready]) as? Bool != true, Date() < loaded
          {
            Thread.sleep(forTimeInterval: 0.2)
          }
          // The editors are CodeMirror by now: its own input field is what a reader meets.
          let found = try Self.violations(browser, script: script)
          #expect(found.isEmpty, "\(language) \(path): \(found)")
        }
      }
      let label = try browser.run(
        "return document.querySelector('.CodeMirror textarea').getAttribute('aria-label')")
      #expect(label as? String == "你的 Swift 代码", "the editor's name, in the page's language")
    }
  }

  /// The page says "Esc, then Tab, leaves the editor": Esc alone keeps the focus (Esc used to
  /// leave at once, and what was typed next was lost), and Tab without Esc indents.
  @Test func escThenTabLeavesTheEditorAndEscAloneKeepsIt() throws {
    try withCourseOpen("/exercise/optional-binding", artifacts: "keyboard") { _, browser in
      let ready = Date().addingTimeInterval(60)
      while try browser.count(".CodeMirror textarea") == 0, Date() < ready {
        Thread.sleep(forTimeInterval: 0.2)
      }
      try browser.type("let a = 1")
      let inEditor =
        "return document.activeElement === document.querySelector('.CodeMirror textarea')"
      try browser.press("\u{E00C}x")
      #expect(try browser.run("return window.tutorEditor.getValue()") as? String == "let a = 1x")
      #expect(try browser.run(inEditor) as? Bool == true, "Esc alone keeps the focus")
      try browser.press("\u{E004}")
      #expect(try browser.run("return window.tutorEditor.getValue()") as? String == "let a = 1x  ")
      try browser.press("\u{E00C}\u{E004}")
      #expect(try browser.run(inEditor) as? Bool == false, "Esc, then Tab, moved on")
      #expect(try browser.run("return window.tutorEditor.getValue()") as? String == "let a = 1x  ")
    }
  }
}
