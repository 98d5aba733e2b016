/// The keys ``EditLineReader`` adds to libedit's emacs bindings.
///
/// - Tab completes (see ``TabKey``), Ctrl-C cancels the line, Ctrl-Z suspends: all three go
///   to one libedit function, ``functionName``, which dispatches on the key (``action(for:)``).
/// - Ctrl-R searches history backwards (`em-inc-search-prev`).
/// - Ctrl-Left/Right move by word; Home, End and Delete in their xterm and VT forms.
enum EditorKeys {
  /// What one of our keys does.
  enum Action: Equatable {
    /// Tab.
    case complete
    /// Ctrl-C.
    case interrupt
    /// Ctrl-Z.
    case suspend
  }

  /// The name of the libedit function (`EL_ADDFN`) serving Tab, Ctrl-C and Ctrl-Z.
  static let functionName = "tutor-key"

  /// The action for the key libedit passes to ``functionName``.
  static func action(for key: Int32) -> Action? {
    switch key {
    case 0x09: .complete
    case 0x03: .interrupt
    case 0x1A: .suspend
    default: nil
    }
  }

  /// Key sequences in libedit's `bind` notation, and the editor function each runs.
  static let bindings: [(key: String, function: String)] = [
    ("^I", functionName), ("^C", functionName), ("^Z", functionName),
    ("^R", "em-inc-search-prev"),
    ("\\e[1;5C", "em-next-word"), ("\\e[1;5D", "ed-prev-word"),
    ("\\e[3~", "ed-delete-next-char"),
    ("\\e[H", "ed-move-to-beg"), ("\\e[F", "ed-move-to-end"),
    ("\\e[1~", "ed-move-to-beg"), ("\\e[4~", "ed-move-to-end"),
  ]
}
