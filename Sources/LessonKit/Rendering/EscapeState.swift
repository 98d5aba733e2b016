/// Follows ANSI escape sequences through text one character at a time, so
/// that width counting can skip them: CSI (`ESC [ … final`), OSC
/// (`ESC ] … BEL` or `ESC \`) and two-character escapes.
enum EscapeState: Equatable {
  /// Ordinary text.
  case none
  /// Just read ESC.
  case escape
  /// Inside `ESC [`, until a final byte `@`…`~`.
  case controlSequence
  /// Inside `ESC ]`, until BEL or ESC `\`.
  case operatingSystemCommand
  /// Read ESC inside an OSC (a string terminator follows).
  case operatingSystemCommandEscape
  /// The character just read ended a sequence; it takes no columns.
  case ended

  /// The state after reading `character`; `.none` means it is visible text.
  func advance(_ character: Character) -> EscapeState {
    switch self {
    case .none, .ended:
      return character == "\u{1B}" ? .escape : .none
    case .escape:
      if character == "[" { return .controlSequence }
      if character == "]" { return .operatingSystemCommand }
      return .ended
    case .controlSequence:
      guard let value = character.unicodeScalars.first?.value else { return .controlSequence }
      return (0x40...0x7E).contains(value) ? .ended : .controlSequence
    case .operatingSystemCommand:
      if character == "\u{07}" { return .ended }
      return character == "\u{1B}" ? .operatingSystemCommandEscape : .operatingSystemCommand
    case .operatingSystemCommandEscape:
      return .ended
    }
  }
}
