public import Diagnostics
import Grading
public import TutorSupport

/// Something a playground run showed, in order.
public enum PlaygroundEvent: Sendable, Hashable {
  /// A value at `line` (1-based within the input): `name: type = text`
  /// (`name` empty for an expression's result).
  case value(line: Int, name: String, type: String, text: String)
  /// Text the program printed; `line` is the `print` that wrote it, when known.
  case output(line: Int?, text: String)
  /// Line `line` logged `count` values, more than the `.value`s kept of it; `note` says so in
  /// the learner's language (a note of the tool's, not something the program printed).
  case repeated(line: Int, count: Int, note: String)
  /// The values line `line` logged deeper inside its braces than its own value (a closure's
  /// `$0` and result for each element of `xs.filter { $0 > 1 }`): `count` of them, the first
  /// ten of each depth kept in `values`. Shown folded after the line's own value, opened on
  /// request.
  case folded(line: Int, count: Int, values: [PlaygroundEvent])

  /// The sidebar form of a value: `x: Int? = 9`, or `Int = 42` without a name.
  public static func sidebar(name: String, type: String, text: String) -> String {
    name.isEmpty ? "\(type) = \(text)" : "\(name): \(type) = \(text)"
  }
}

/// The outcome of running one input (or one file) in the playground.
public struct PlaygroundResult: Sendable {
  /// How it went.
  public enum Status: Sendable, Hashable {
    /// Compiled and ran; the input is now part of the session.
    case accepted
    /// Did not compile; the session is unchanged.
    case rejected
    /// Crashed or ran out of time; the session is unchanged.
    case crashed
  }

  /// How it went.
  public var status: Status
  /// Values and output, in order.
  public var events: [PlaygroundEvent]
  /// Diagnostics (rejected) or the crash reason (crashed), in the language evaluated in.
  public var message: String?
  /// The same said in any language, when the session can (an input's compile errors and
  /// crash): a transcript shown again after the language switch says it in the new one.
  public var said: (@Sendable (Language) -> String)?

  /// ``message`` in `language`: said again when the session can, else as it was.
  public func message(in language: Language) -> String? { said?(language) ?? message }
  /// Names whose earlier declarations this input replaced (see
  /// ``PlaygroundSession/evaluate(_:language:)``).
  public var replaced: [String] = []
  /// Names this input declared without a value: they wait for the first input that names
  /// them (see ``PlaygroundSession/evaluate(_:language:)``).
  public var waiting: [String] = []
  /// The compiler's warnings about the input's own lines, formatted like errors.
  public var warnings: [String] = []
  /// The learner's line a crash happened at, when it was found (a whole file's run).
  public var line: Int?
  /// One-line changes the compiler proposes for the errors (rejected), in the input's lines.
  public var fixes: [LineFix] = []
  /// Set when the live process was started again during this evaluation.
  public var restart: Restart?

  /// The live process ended (this input crashed, or an earlier end was noticed now) and a new
  /// one ran the accepted inputs again, side effects included.
  public struct Restart: Sendable, Hashable {
    /// How many earlier inputs ran again.
    public var replayed: Int
    /// How many were dropped because they failed when run again.
    public var dropped: Int
    /// Why the process ended when it ended between inputs and the learner should know (an
    /// earlier input's thread went on working), in the session's language.
    public var reason: String?

    /// A restart that ran `replayed` inputs again and dropped `dropped`.
    public init(replayed: Int, dropped: Int) {
      self.replayed = replayed
      self.dropped = dropped
    }
  }

  /// A result with no warnings and no restart.
  public init(status: Status, events: [PlaygroundEvent], message: String?) {
    self.status = status
    self.events = events
    self.message = message
  }
}
