import Foundation
import TutorSupport

#if canImport(Glibc)
import Glibc
#endif

/// `serve --open`: starts the desktop's browser on the URL with the token without putting the
/// token on a command line, where every user of the machine reads it (`ps`, `/proc/PID/
/// cmdline`). As Jupyter does, the browser opens a small page in a folder only this user can
/// read, which sends it on to the URL; the folder goes when the server stops.
struct BrowserOpener {
  private let folder: URL

  /// Makes the private folder (`0700`, from `mkdtemp`); nil when it cannot be made.
  init?() {
    let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
    var template = Array("\(base ?? "/tmp")/swift-tutor-open-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { return nil }
    folder = URL(fileURLWithPath: String(cString: made))
  }

  /// Starts `xdg-open` on a page that goes to `url`; says so in `language` when it cannot.
  func open(_ url: String, language: Language) {
    let page = folder.appendingPathComponent("open.html")
    let escaped = url.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    let html = """
      <!doctype html><meta charset="utf-8">
      <meta http-equiv="refresh" content="0;url=\(escaped)">
      <a href="\(escaped)">swift-tutor</a>

      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", page.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try Data(html.utf8).write(to: page, options: .withoutOverwriting)
      try process.run()
    } catch {
      Console.notice(.noBrowser(url), language)
    }
  }

  /// Removes the page and its folder.
  func remove() { try? FileManager.default.removeItem(at: folder) }
}

extension Message {
  /// `serve --open` could not start a browser: open `url` by hand.
  static func noBrowser(_ url: String) -> Message {
    Message("web.serve.no-browser", ["url": url])
  }
}
