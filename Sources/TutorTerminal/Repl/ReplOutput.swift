import Foundation

/// Where the REPL writes: values and lesson text to ``write(_:)``, problems to
/// ``writeError(_:)``. Tests capture both with ``CapturedOutput``.
public protocol ReplOutput: AnyObject {
  /// Writes text meant for the learner (standard output).
  func write(_ text: String)
  /// Writes a problem report (standard error).
  func writeError(_ text: String)
}

/// Standard output and standard error, unbuffered so text shows before the next prompt.
public final class StandardOutput: ReplOutput {
  /// The process's standard streams.
  public init() {}

  public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
  public func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

/// Keeps everything written, for tests.
public final class CapturedOutput: ReplOutput {
  /// What went to ``write(_:)``.
  public private(set) var text = ""
  /// What went to ``writeError(_:)``.
  public private(set) var errors = ""

  /// An empty capture.
  public init() {}

  public func write(_ text: String) { self.text += text }
  public func writeError(_ text: String) { errors += text }

  /// Forgets what was captured so far.
  public func clear() {
    text = ""
    errors = ""
  }
}
