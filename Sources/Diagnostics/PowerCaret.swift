/// `^` meant as a power, as a calculator or a spreadsheet writes it (`radius ^ 2`): in Swift it
/// is the bitwise XOR of two integers. With a `Double` the line does not compile, and the
/// compiler proposes a conversion (`Int(Double.pi * radius) ^ 2`) that compiles to the wrong
/// number; an error on such a line gets this tip instead, and no fix (``DiagnosticQuote``).
enum PowerCaret {
  /// True when `line` uses `^` in its code (not in a string or a comment).
  static func used(in line: Substring) -> Bool {
    CodeLine.pieces(line).contains { $0.kind == .code && $0.text.contains("^") }
  }
}
