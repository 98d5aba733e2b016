import Foundation
import TutorTestSupport

/// Headless Chromium for one test: chromedriver, one session, and the few things a test
/// does — open, click, type into the editor, read text, wait, take a screenshot into
/// `test-artifacts/browser/<name>/`.
final class Browser {
  private let driver: ChromeDriver
  private let session: WebDriver
  private let artifacts: URL

  /// A browser whose screenshots go to `test-artifacts/browser/<name>/`.
  init(artifacts name: String) throws {
    driver = try ChromeDriver()
    session = try WebDriver(driver: driver, windowSize: (1280, 1000))
    artifacts = TestPaths.packageRoot.appendingPathComponent("test-artifacts/browser/\(name)")
    try? FileManager.default.removeItem(at: artifacts)
  }

  /// Ends the session and chromedriver.
  func close() {
    try? session.quit()
    driver.stop()
  }

  /// Loads `url`.
  func open(_ url: String) throws { try session.navigate(to: url) }

  /// Clicks the first element matching `css`.
  func click(_ css: String) throws { try session.click(try session.find(css)) }

  /// Replaces the editor's text by typing `text` into it, as a student does.
  func type(_ text: String) throws {
    let target = try session.findAll(".CodeMirror textarea").first ?? session.find("#editor")
    // Ctrl-A, Delete, then the text: W3C key codes for Control and Delete.
    try session.sendKeys("\u{E009}a\u{E009}\u{E017}", to: target)
    try session.sendKeys(text, to: target)
    let typed = try session.execute("return window.tutorEditor.getValue()") as? String
    guard typed == text else {
      throw WebDriverError(endpoint: "type", error: "editor", message: "has \(typed ?? "nil")")
    }
  }

  /// Sets the editor's whole text to `text` at once (as a paste would), then clicks `button`:
  /// the step before a Check or a Run of a given file.
  func submit(_ text: String, with button: String) throws {
    _ = try run("window.tutorEditor.setValue(arguments[0]); return true", [text])
    try click(button)
  }

  /// Presses `keys` (W3C key codes allowed: Escape is U+E00C, Tab U+E004) in the editor.
  func press(_ keys: String) throws {
    let target = try session.findAll(".CodeMirror textarea").first ?? session.find("#editor")
    try session.sendKeys(keys, to: target)
  }

  /// Presses Ctrl and `key` together in the editor, where its cursor is.
  func pressControl(_ key: String) throws {
    let target = try session.findAll(".CodeMirror textarea").first ?? session.find("#editor")
    try session.sendKeys("\u{E009}\(key)\u{E009}", to: target)
  }

  /// The text of the first element matching `css` ("" when there is none).
  func text(_ css: String) throws -> String {
    try session.execute(
      "const e = document.querySelector(arguments[0]); return e ? e.textContent : ''", [css])
      as? String ?? ""
  }

  /// The texts of every element matching `css`.
  func texts(_ css: String) throws -> [String] {
    try session.execute(
      "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.textContent)", [css])
      as? [String] ?? []
  }

  /// Runs `script` in the page and returns its result.
  func run(_ script: String, _ arguments: [Any] = []) throws -> Any? {
    try session.execute(script, arguments)
  }

  /// How many elements match `css`.
  func count(_ css: String) throws -> Int {
    try session.findAll(css).count
  }

  /// Waits until the first element matching `css` contains `expected` (a Check compiles and
  /// runs two programs: up to a minute on a busy machine).
  func waitForText(_ css: String, containing expected: String, timeout: TimeInterval = 90)
    throws
  {
    var last = ""
    do {
      try session.waitFor("\(css) contains \(expected)", timeout: timeout) {
        last = try text(css)
        return last.contains(expected)
      }
    } catch {
      try? shoot("failed")
      throw WebDriverError(endpoint: css, error: "wait", message: "'\(expected)' not in '\(last)'")
    }
  }

  /// Saves a screenshot as `<name>.png`, scrolled so that `css` (when given) is in view.
  func shoot(_ name: String, showing css: String? = nil) throws {
    if let css {
      _ = try session.execute(
        "const e = document.querySelector(arguments[0]); if (e) e.scrollIntoView({block: 'center'})",
        [css])
    }
    try session.screenshot(to: artifacts.appendingPathComponent(name + ".png"))
  }
}

/// A course served (with `arguments` added) to a browser that opens `path` of it through the
/// link with the token, for one test: `body` gets both, and both end when it returns.
func withCourseOpen(
  _ path: String, artifacts: String, arguments: [String] = [],
  _ body: (ServedCourse, Browser) throws -> Void
) throws {
  let served = try ServedCourse(arguments: arguments)
  defer { served.stop() }
  let browser = try Browser(artifacts: artifacts)
  defer { browser.close() }
  try browser.open(served.link(path).absoluteString)  // the link with the token, as printed
  try body(served, browser)
}
