public import Foundation

/// The size of the terminal on standard output: the one place that asks the kernel.
public enum TerminalSize {
  /// Columns: the terminal's width, else `$COLUMNS`, else 80.
  public static func columns(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    if let size = kernelSize(), size.ws_col > 0 { return Int(size.ws_col) }
    return positive(environment["COLUMNS"]) ?? 80
  }

  /// Rows: the terminal's height, else `$LINES`; nil when neither says.
  public static func rows(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int? {
    if let size = kernelSize(), size.ws_row > 0 { return Int(size.ws_row) }
    return positive(environment["LINES"])
  }

  /// Whether both standard input and standard output are terminals: a person types and reads.
  public static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Whether standard output is a terminal.
  public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  private static func kernelSize() -> winsize? {
    var size = winsize()
    return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? size : nil
  }

  private static func positive(_ text: String?) -> Int? {
    text.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 ? $0 : nil }
  }
}
