import Foundation
import Testing
import TutorTestSupport

/// A compiler error on the page quotes the learner's line with a caret under the column it
/// names — measured where the browser draws them, on a line with Chinese in it, in the report
/// of a Check and in Run's console.
@Suite(.tags(.browser, .toolchain, .jail)) struct DiagnosticCaretBrowserTests {
  /// The horizontal distance, in pixels, between the caret under `quoted` and the first `mark`
  /// of that quoted line, in the element `css` (a `<pre>` of the report or the console).
  static let caretOffset = """
    const [css, quoted, mark] = arguments;
    const walker = document.createTreeWalker(document.querySelector(css), NodeFilter.SHOW_TEXT);
    const nodes = []; let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) { nodes.push([n, text.length]); text += n.data; }
    const at = (index) => {
      const [node, start] = nodes.filter(([, s]) => s <= index).pop();
      const range = document.createRange();
      range.setStart(node, index - start); range.setEnd(node, index - start + 1);
      return range.getBoundingClientRect().left;
    };
    const line = text.indexOf(quoted);
    if (line < 0) return 'no quoted line';
    const caret = text.indexOf('^', text.indexOf('\\n', line));
    return at(caret) - at(line + quoted.indexOf(mark));
    """

  /// A script's number, whether JSON gave it as a whole number or not.
  static func pixels(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

  @Test func theCaretStandsUnderTheColumnOnALineWithChinese() throws {
    try withCourseOpen("/exercise/team-score", artifacts: "caret") { served, browser in
      try browser.click(".lang button[data-lang='zh-Hans']")
      try browser.waitForText("#check", containing: "检查")
      let source = """
        func teamScore(_ scores: [Int]) -> Int {
          let 名字 = "拉面"; return 名字 + scores.count
        }
        """
      try browser.submit(source, with: "#check")
      try browser.waitForText("#report", containing: "error: cannot convert")
      let quoted = "let 名字 = \"拉面\"; return 名字 + scores.count"
      let offset = try browser.run(Self.caretOffset, ["#report", quoted, "名字 +"])
      #expect(Self.pixels(offset).map { abs($0) < 2 } == true, "\(offset ?? "nil")")
      try browser.shoot("01-check-caret-zh", showing: "#report")
      // Run's console quotes the same way.
      try browser.submit("let 名字 = \"拉面\"\nlet n = 名字.count + \"1\"", with: "#run")
      try browser.waitForText("#console", containing: "error: binary operator")
      let run = try browser.run(
        Self.caretOffset, ["#console", "let n = 名字.count + \"1\"", "+"])
      #expect(Self.pixels(run).map { abs($0) < 2 } == true, "\(run ?? "nil")")
      try browser.shoot("02-run-caret-zh", showing: "#console")
    }
  }
}
