package import Foundation

/// A private scratch folder (`0700`, from `mkdtemp`) for one grading or run, removed
/// afterwards.
package struct Scratch {
  package let url: URL

  package init(root: URL? = nil) throws {
    let environment = ProcessInfo.processInfo.environment["TMPDIR"].flatMap {
      $0.isEmpty ? nil : $0
    }
    let base = root?.path ?? environment ?? "/tmp"
    var template = Array("\(base)/swift-tutor-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw EvaluatorError.fileProblem(path: base, reason: "cannot create a temporary folder")
    }
    url = URL(fileURLWithPath: String(cString: made))
  }

  package func remove() { try? FileManager.default.removeItem(at: url) }
}
