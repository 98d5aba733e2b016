import Foundation

/// An error from chromedriver or the HTTP layer, naming the endpoint that failed.
struct WebDriverError: Error, CustomStringConvertible {
  /// The request that failed, e.g. `POST /session/…/element`.
  let endpoint: String
  /// WebDriver's error code (e.g. `no such element`) or a local category.
  let error: String
  /// WebDriver's human-readable message.
  let message: String

  /// A one-line summary of the failure.
  var description: String { "WebDriver \(endpoint) failed: \(error): \(message)" }
}

/// A W3C WebDriver session in headless Chromium, driven synchronously.
final class WebDriver {
  /// WebDriver's key for element references in JSON.
  static let elementKey = "element-6066-11e4-a52e-4f735466cecf"
  /// The chromedriver serving this session (kept alive as long as the session).
  private let driver: ChromeDriver
  /// The session id returned by `POST /session`.
  let sessionID: String
  /// Whether `quit()` has already ended the session.
  private var ended = false

  /// Creates a session in headless Chromium with the given window size.
  init(driver: ChromeDriver, windowSize: (Int, Int) = (1280, 900)) throws {
    self.driver = driver
    let args = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--window-size=\(windowSize.0),\(windowSize.1)", "--lang=en-US",
    ]
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": ["binary": "/usr/bin/chromium", "args": args],
        ]
      ]
    ]
    let value = try driver.command("POST", "/session", body: capabilities)
    guard let id = (value as? [String: Any])?["sessionId"] as? String else {
      throw WebDriverError(
        endpoint: "POST /session", error: "bad reply", message: "\(value ?? "nil")")
    }
    sessionID = id
  }

  deinit {
    try? quit()
  }

  /// Sends one command to this session; `path` is relative to `/session/{id}`.
  private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws
    -> Any?
  {
    try driver.command(
      method, "/session/\(sessionID)" + path, body: method == "POST" ? body ?? [:] : nil)
  }

  /// Loads `url` and waits for the page load to finish.
  func navigate(to url: String) throws {
    _ = try command("POST", "/url", ["url": url])
  }

  /// Returns the id of the first element matching the CSS selector.
  func find(_ css: String) throws -> String {
    let value = try command("POST", "/element", ["using": "css selector", "value": css])
    guard let id = (value as? [String: Any])?[WebDriver.elementKey] as? String else {
      throw WebDriverError(
        endpoint: "POST /element", error: "bad reply", message: "\(value ?? "nil")")
    }
    return id
  }

  /// Returns the ids of all elements matching the CSS selector (possibly none).
  func findAll(_ css: String) throws -> [String] {
    let value = try command("POST", "/elements", ["using": "css selector", "value": css])
    let list = value as? [[String: Any]] ?? []
    return list.compactMap { $0[WebDriver.elementKey] as? String }
  }

  /// Clicks the element.
  func click(_ element: String) throws {
    _ = try command("POST", "/element/\(element)/click", [:])
  }

  /// Returns the element's rendered text.
  func text(of element: String) throws -> String {
    try command("GET", "/element/\(element)/text") as? String ?? ""
  }

  /// Types `text` into the element.
  func sendKeys(_ text: String, to element: String) throws {
    _ = try command("POST", "/element/\(element)/value", ["text": text])
  }

  /// Runs `script` as a function body in the page and returns its JSON result (`nil` for null).
  func execute(_ script: String, _ args: [Any] = []) throws -> Any? {
    let value = try command("POST", "/execute/sync", ["script": script, "args": args])
    return value is NSNull ? nil : value
  }

  /// Polls `condition` every 100 ms until it is true; throws naming `description` on timeout.
  func waitFor(_ description: String, timeout: TimeInterval = 30, _ condition: () throws -> Bool)
    throws
  {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if try condition() { return }
      if Date() >= deadline {
        throw WebDriverError(
          endpoint: "waitFor", error: "timeout",
          message: "\(description) (not true after \(timeout) s)")
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  /// Saves a PNG screenshot of the viewport to `url`, creating its folder.
  func screenshot(to url: URL) throws {
    guard let base64 = try command("GET", "/screenshot") as? String,
      let png = Data(base64Encoded: base64)
    else {
      throw WebDriverError(endpoint: "GET /screenshot", error: "bad reply", message: "not base64")
    }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try png.write(to: url)
  }

  /// Returns the URL of the current page.
  func currentURL() throws -> String {
    try command("GET", "/url") as? String ?? ""
  }

  /// Ends the session and closes the browser; later calls do nothing.
  func quit() throws {
    guard !ended else { return }
    ended = true
    _ = try command("DELETE", "")
  }
}
