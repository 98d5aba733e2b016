import CEditLine
public import Foundation
public import TutorSupport

/// Interactive line editing on the terminal through libedit: emacs keys plus ``EditorKeys``,
/// history kept in a file, Tab completion (``TabKey``).
///
/// While a line is edited the terminal does not generate signals (`-isig`): Ctrl-C is an
/// ordinary key, so neither this process nor a parent such as `make` gets `SIGINT`. Between
/// lines the terminal is restored, so Ctrl-C during the caller's work is a normal `SIGINT`.
///
/// Only one instance may be open at a time in a process (libedit keeps its signal state in
/// a global, and the callbacks find the reader through libedit's client data); a second one
/// throws ``LineEditingError/alreadyActive`` until the first is closed. Opening one switches
/// `LC_CTYPE` to a UTF-8 locale so non-ASCII text can be edited.
public final class EditLineReader: LineReader {
  /// Tab completion; `nil` means Tab only indents.
  public var completer: Completer?
  /// The language of a completion listing's last line.
  public var language = Language.en
  /// The last failure to load or save the history file, if any.
  public private(set) var historyError: LineEditingError?

  private static let instance = SingleInstance()
  private let editor: OpaquePointer
  private let history: OpaquePointer
  private var event = HistEvent()
  /// `nil` without a file, or when it failed to load: it is then left as it is.
  private var historyFile: HistoryFile?
  private let prompt = PromptStorage()
  private var interruptRequested = false
  private var input = TerminalInput()
  private var terminalSize = Terminal.size
  private var isClosed = false

  /// Opens the editor on stdin/stdout/stderr with history from `historyURL`.
  ///
  /// The history directory is created if missing; `nil` keeps history in memory only; at
  /// most `historyLimit` entries are kept. History problems do not throw: see
  /// ``historyError``.
  public init(
    historyURL: URL?, historyLimit: Int = 1000, programName: String = "swift-tutor"
  ) throws(LineEditingError) {
    try Self.instance.acquire()
    Terminal.useUTF8CharacterType()
    guard let editor = tutor_el_init(programName), let history = history_init() else {
      Self.instance.release()
      throw .terminalSetupFailed(reason: "libedit could not start on this terminal (TERM?)")
    }
    self.editor = editor
    self.history = history
    self.historyFile = historyURL.map(HistoryFile.init(url:))
    do {
      try configure(historyLimit: historyLimit)
      try historyFile?.load { tutor_history_load(history, &event, $0) >= 0 }
    } catch .terminalSetupFailed(let reason) {
      close()
      throw .terminalSetupFailed(reason: reason)
    } catch {
      historyError = error
      historyFile = nil
    }
  }

  deinit { close() }

  /// Edits one line after `prompt`; see ``LineReadResult`` for what comes back.
  public func readLine(prompt text: String) -> LineReadResult {
    guard !isClosed else { return .endOfInput }
    prompt.set(text)
    interruptRequested = false
    terminalSize = Terminal.size
    fflush(nil)
    var count: Int32 = 0
    let raw = Terminal.withResizeInterruptingReads { el_gets(editor, &count) }
    guard !interruptRequested, let raw, count > 0 else {
      Terminal.write("\n")  // after "^C" or "^D"; Enter's newline is already on screen
      return interruptRequested ? .interrupted : .endOfInput
    }
    var bytes = UnsafeRawBufferPointer(start: raw, count: Int(count))[...]
    if bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
    return .line(String(decoding: bytes, as: UTF8.self))
  }

  /// The next line when keys are already waiting (a paste): read with `prompt` shown.
  public func readLineIfReady(prompt: String) -> LineReadResult? {
    guard !isClosed else { return nil }
    var waiting: Int32 = 0
    guard ioctl(STDIN_FILENO, UInt(FIONREAD), &waiting) == 0, waiting > 0 else { return nil }
    return readLine(prompt: prompt)
  }

  /// Adds `line` to history (unless blank or equal to the previous entry) and saves the file
  /// at once, so history survives a crash or a killed terminal.
  public func addHistory(_ line: String) {
    guard !isClosed, !line.allSatisfy(\.isWhitespace) else { return }
    _ = tutor_history_enter(history, &event, line)
    do {
      try historyFile?.replace { tutor_history_save(history, &event, $0) >= 0 }
    } catch {
      historyError = error
    }
  }

  /// Restores the terminal and frees libedit (also on deinit); later calls do nothing.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    el_end(editor)
    history_end(history)
    Self.instance.release()
  }

  private func configure(historyLimit: Int) throws(LineEditingError) {
    _ = tutor_el_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
    let results = [
      tutor_el_set_editor(editor, "emacs"),
      tutor_el_set_signal(editor, 1),
      tutor_el_set_edit_tty(editor, "-isig"),
      tutor_el_set_prompt(editor, { EditLineReader.reader(of: $0)?.prompt.pointer }, 1),
      tutor_history_set_size(history, &event, Int32(clamping: max(historyLimit, 1))),
      tutor_history_set_unique(history, &event, 1),
      tutor_el_set_history(editor, history),
      tutor_el_set_getc(editor) { EditLineReader.reader(of: $0)?.readCharacter(into: $1) ?? -1 },
      tutor_el_add_function(editor, EditorKeys.functionName, "Complete, cancel or suspend") {
        EditLineReader.reader(of: $0)?.press(key: $1) ?? UInt8(CC_ERROR)
      },
    ]
    let bound = EditorKeys.bindings.map { tutor_el_bind(editor, $0.key, $0.function) }
    if let failed = (results + bound).firstIndex(where: { $0 < 0 }) {
      throw .terminalSetupFailed(reason: "libedit refused configuration step \(failed + 1)")
    }
  }

  /// Tab, Ctrl-C and Ctrl-Z; see ``EditorKeys``.
  private func press(key: Int32) -> UInt8 {
    switch EditorKeys.action(for: key) {
    case .complete:
      var line = LibeditLine(editor: editor)
      let outcome = TabKey.press(
        on: &line, completer: completer, promptWidth: prompt.visibleWidth,
        terminal: (Terminal.width, Terminal.size.rows, language), output: Terminal.write)
      switch outcome {
      case .refresh: return UInt8(CC_REFRESH)
      case .redisplay: return UInt8(CC_REDISPLAY)
      case .beep: return UInt8(CC_REFRESH_BEEP)
      }
    case .interrupt:
      // Rewriting the text after the cursor moves the screen cursor to the end of the line.
      interruptRequested = true
      Terminal.write(LibeditLine(editor: editor).textAfterCursor + "^C")
      return UInt8(CC_EOF)
    case .suspend:
      _ = tutor_el_prepare_terminal(editor, 0)
      Terminal.suspendProcessGroup()
      _ = tutor_el_prepare_terminal(editor, 1)
      return UInt8(CC_REDISPLAY)
    case nil:
      return UInt8(CC_ERROR)
    }
  }

  /// libedit's character source (see ``TerminalInput``); redraws the line after a resize.
  private func readCharacter(into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    let outcome = input.readCharacter(from: STDIN_FILENO) {
      let size = Terminal.size
      guard size != terminalSize else { return nil }
      // libedit's own resize handling forgets what is on screen and leaves stray characters:
      // clear the line where the terminal has rewrapped it, and draw it again.
      terminalSize = size
      el_resize(editor)
      let row = ScreenRows.cursorRow(
        promptWidth: prompt.visibleWidth,
        textBeforeCursor: LibeditLine(editor: editor).textBeforeCursor, columns: size.columns)
      Terminal.write(ScreenRows.clearFromLineStart(rowsAbove: row))
      _ = tutor_el_refresh(editor)
      return nil
    }
    switch outcome {
    case .character(let scalar):
      character?.pointee = wchar_t(bitPattern: scalar.value)
      return 1
    case .endOfFile: return 0
    case .failure: return -1
    }
  }

  private static func reader(of editor: OpaquePointer?) -> EditLineReader? {
    guard let editor, let data = tutor_el_client_data(editor) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
  }
}

/// libedit's line buffer seen as an ``EditedLine``.
private struct LibeditLine: EditedLine {
  typealias Position = KeyPath<LineInfo, UnsafePointer<CChar>?>
  let editor: OpaquePointer

  var textBeforeCursor: String { text(from: \.buffer, to: \.cursor) }
  var textAfterCursor: String { text(from: \.cursor, to: \.lastchar) }

  mutating func insert(_ text: String) -> Bool { el_insertstr(editor, text) == 0 }

  mutating func replace(_ count: Int, endingBefore offset: Int, with text: String) -> Bool {
    let back = Int32(offset)
    _ = el_cursor(editor, -back)
    el_deletestr(editor, Int32(count))
    let inserted = el_insertstr(editor, text) == 0
    _ = el_cursor(editor, back)
    return inserted
  }

  private func text(from start: Position, to end: Position) -> String {
    guard let info = el_line(editor)?.pointee, let first = info[keyPath: start],
      let last = info[keyPath: end], last > first
    else { return "" }
    return String(
      decoding: UnsafeRawBufferPointer(start: first, count: last - first), as: UTF8.self)
  }
}
