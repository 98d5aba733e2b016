public import TutorSupport

/// What one call to ``LineReader/readLine(prompt:)`` produced.
public enum LineReadResult: Equatable, Sendable {
  /// A line the user entered, without its trailing newline.
  ///
  /// A line recalled from history may contain `"\n"` when a multi-line entry was added to
  /// history as one string.
  case line(String)
  /// Ctrl-C: the line being edited was cancelled. The caller drops any pending multi-line
  /// input and shows a fresh prompt.
  case interrupted
  /// Ctrl-D on an empty line, or the end of piped input. The caller quits.
  case endOfInput
}

/// Produces the candidates that can replace the word before the cursor.
///
/// Called on Tab, on the thread that called ``LineReader/readLine(prompt:)``. Each candidate is
/// a whole replacement of ``CompletionRequest/word`` (`":lessons"` for the word `":le"`);
/// candidates that do not start with the word are ignored. The text is inserted exactly as
/// returned, so a completer that wants a space after a command includes it; the list shows
/// each candidate's label.
public typealias Completer = @Sendable (_ request: CompletionRequest) -> [CompletionCandidate]

/// A source of input lines for the REPL: interactive (``EditLineReader``) or scripted
/// (``ScriptedLineReader``).
///
/// Multi-line input is the caller's business: when the text so far is incomplete it calls
/// ``readLine(prompt:)`` again with its continuation prompt.
public protocol LineReader: AnyObject {
  /// Shows `prompt` (interactive readers only) and reads one line.
  ///
  /// The prompt should be a single line; ANSI colour sequences in it are allowed.
  func readLine(prompt: String) -> LineReadResult

  /// Reads the next line only when it is there already (piped ahead, pasted), without waiting
  /// for the user; nil when nothing is waiting. Lets the REPL see that a pasted `.map { … }`
  /// line carries on the input before it.
  func readLineIfReady(prompt: String) -> LineReadResult?

  /// Records an entry in the history (Up, Ctrl-R). Empty or blank entries are ignored.
  func addHistory(_ line: String)

  /// Tab completion; `nil` means Tab only indents.
  var completer: Completer? { get set }

  /// The language of the editor's own words (a completion listing's "(12 more)").
  var language: Language { get set }

  /// The last problem with the history file, if any: the reader keeps working without
  /// persisting, and the caller may tell the user once.
  var historyError: LineEditingError? { get }
}

extension LineReader {
  /// Readers without a history file never fail to persist it.
  public var historyError: LineEditingError? { nil }

  /// Readers that cannot tell never have a line ready.
  public func readLineIfReady(prompt: String) -> LineReadResult? { nil }
}
