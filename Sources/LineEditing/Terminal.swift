import Foundation
import TutorSupport

/// The process's terminal, seen through file descriptors 0 and 1 (no libedit here).
enum Terminal {
  /// Whether both stdin and stdout are terminals: a person is typing and watching.
  static var isInteractive: Bool { TerminalSize.isInteractive }

  /// The width of the terminal on stdout, 80 when it cannot be told.
  static var width: Int { size.columns }

  /// The size of the terminal on stdout, 80×24 when it cannot be told.
  static var size: (columns: Int, rows: Int) {
    (TerminalSize.columns(), TerminalSize.rows() ?? 24)
  }

  /// Runs `body` with a `SIGWINCH` handler that does nothing but interrupt a blocked `read`
  /// (no `SA_RESTART`), so ``TerminalInput`` sees every resize; the previous handler is
  /// restored afterwards.
  static func withResizeInterruptingReads<Result>(_ body: () -> Result) -> Result {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGWINCH, &action, &previous)
    defer { sigaction(SIGWINCH, &previous, nil) }
    return body()
  }

  /// Makes the C library decode UTF-8 input, which libedit needs to edit non-ASCII text.
  ///
  /// Takes the user's locale (`LANG`, `LC_ALL`, `LC_CTYPE`); when that is not UTF-8 (the
  /// `C` locale of a bare container), falls back to `C.UTF-8`. Only `LC_CTYPE` changes.
  static func useUTF8CharacterType() {
    if setlocale(LC_CTYPE, "") != nil, isUTF8CharacterType { return }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
  }

  /// Whether the current `LC_CTYPE` locale decodes UTF-8.
  private static var isUTF8CharacterType: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }

  /// Writes `text` to stdout through the C library's buffer (the one libedit uses), flushed.
  static func write(_ text: String) {
    print(text, terminator: "")
    fflush(nil)
  }

  /// Stops this process's group as the terminal's Ctrl-Z would, and returns when continued.
  ///
  /// Signal handlers are bypassed while stopping; the shell's `fg` continues the group.
  static func suspendProcessGroup() {
    var stop = sigaction()
    stop.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&stop.sa_mask)
    var previous = sigaction()
    sigaction(SIGTSTP, &stop, &previous)
    kill(0, SIGTSTP)
    sigaction(SIGTSTP, &previous, nil)
  }
}
