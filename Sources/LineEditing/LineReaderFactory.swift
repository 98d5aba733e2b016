import Foundation

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

  /// `$XDG_STATE_HOME/swift-tutor/history`, with `~/.local/state` when `XDG_STATE_HOME` is
  /// unset or not absolute, as the XDG base directory specification says.
  public static func defaultHistoryURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let state: URL
    if let configured = environment["XDG_STATE_HOME"], configured.hasPrefix("/") {
      state = URL(fileURLWithPath: configured, isDirectory: true)
    } else {
      let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      state = (home ?? FileManager.default.homeDirectoryForCurrentUser)
        .appendingPathComponent(".local/state", isDirectory: true)
    }
    return state.appendingPathComponent("swift-tutor/history", isDirectory: false)
  }
}
