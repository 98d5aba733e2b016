public import Foundation
import TutorSupport

/// Chooses the reader for this process: line editing on a terminal, plain lines otherwise.
public enum LineReaderFactory {
  /// Whether stdin and stdout are both terminals.
  public static var isInteractive: Bool { Terminal.isInteractive }

  /// An ``EditLineReader`` with history in `historyURL` when stdin and stdout are terminals,
  /// else a ``ScriptedLineReader`` over stdin (piped use: no prompt, no escape codes).
  ///
  /// Throws when the terminal cannot be set up or another ``EditLineReader`` is open; a
  /// history file problem does not throw but shows in ``LineReader/historyError``.
  public static func make(historyURL: URL?, historyLimit: Int = 1000) throws(LineEditingError)
    -> any LineReader
  {
    guard isInteractive else { return ScriptedLineReader(handle: .standardInput) }
    return try EditLineReader(historyURL: historyURL, historyLimit: historyLimit)
  }

  /// `$XDG_STATE_HOME/swift-tutor/history` (``UserFolders/state``).
  public static func defaultHistoryURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    UserFolders(environment: environment).state.appendingPathComponent("history")
  }
}
