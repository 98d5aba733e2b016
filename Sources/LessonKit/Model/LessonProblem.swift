public import Foundation

/// Something wrong with the course content, found while loading it: which
/// file, which line when known, and a message that says what to do.
public struct LessonProblem: Hashable, Sendable, CustomStringConvertible {
  /// How bad a problem is.
  public enum Severity: String, Hashable, Sendable, Codable {
    /// The content is wrong; the broken part was skipped. `validate` fails.
    case error
    /// The content works but is incomplete (a missing translation, say).
    case warning
  }

  /// How bad it is.
  public let severity: Severity
  /// The file the problem is in (or the folder, when a file is missing).
  public let file: URL
  /// The 1-based line in `file`, when the problem has one.
  public let line: Int?
  /// What is wrong and how to fix it.
  public let message: String

  /// Creates a problem.
  public init(_ severity: Severity, file: URL, line: Int? = nil, _ message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.message = message
  }

  /// `path:line: error: message`, the form compilers and editors understand.
  public var description: String {
    formatted(relativeTo: nil)
  }

  /// Like `description`, with the path relative to `base` when the file is inside it.
  public func formatted(relativeTo base: URL?) -> String {
    var path = file.standardizedFileURL.path
    if let base {
      let prefix = base.standardizedFileURL.path + "/"
      if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
    }
    let location = line.map { "\(path):\($0)" } ?? path
    return "\(location): \(severity.rawValue): \(message)"
  }
}

/// Collects the problems found while loading, in order.
struct ProblemLog {
  private(set) var problems: [LessonProblem] = []

  /// How many errors have been logged so far; compare before and after a
  /// step to learn whether the step failed.
  private(set) var errorCount = 0

  mutating func error(_ file: URL, line: Int? = nil, _ message: String) {
    problems.append(LessonProblem(.error, file: file, line: line, message))
    errorCount += 1
  }

  mutating func warning(_ file: URL, line: Int? = nil, _ message: String) {
    problems.append(LessonProblem(.warning, file: file, line: line, message))
  }
}
