/// Whether output gets ANSI colours, and the one place that writes SGR escape codes.
public struct ANSIStyle: Sendable, Hashable {
  /// Whether escape codes are written at all.
  public let enabled: Bool

  /// A style that colours when `enabled`.
  public init(enabled: Bool) {
    self.enabled = enabled
  }

  /// No escape codes.
  public static let plain = ANSIStyle(enabled: false)

  /// Colours unless asked not to (`--no-color`, `--plain`), unless `NO_COLOR` is set to
  /// anything non-empty (no-color.org), unless `TERM` is `dumb`, and only on a terminal.
  public static func preferred(
    isTerminal: Bool, environment: [String: String], plainRequested: Bool = false
  ) -> ANSIStyle {
    if plainRequested || !isTerminal { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    return ANSIStyle(enabled: environment["TERM"] != "dumb")
  }

  /// SGR codes by meaning, so callers say what a text is rather than which number it gets.
  public enum Code: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case boldRed = "1;31"
    case boldGreen = "1;32"
    case boldYellow = "1;33"
  }

  /// `text` in `code`, or unchanged when plain or empty.
  public func paint(_ text: String, _ code: Code) -> String {
    paint(text, sgr: code.rawValue)
  }

  /// `text` in the raw SGR parameter list `sgr` (`"1;4;36"`), or unchanged when plain or empty.
  public func paint(_ text: String, sgr: String) -> String {
    enabled && !text.isEmpty && !sgr.isEmpty ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
  }
}
