import Foundation

/// Reads the terminal one character at a time for libedit (its `EL_GETCFN` hook).
///
/// libedit's own reader swallows the `EINTR` of a window resize and only redraws at the next
/// key, after drawing that key against a display it has forgotten, which leaves stray
/// characters. This reader hands every interruption to the caller first, so a resize can be
/// answered at once with a key bound to `ed-redisplay`.
struct TerminalInput {
  /// A byte read too far: it started a new character in the middle of an incomplete one.
  private var pushedBack: UInt8?

  /// What one read produced.
  enum Outcome: Equatable {
    /// One decoded character (invalid UTF-8 comes out as U+FFFD).
    case character(Unicode.Scalar)
    /// The input ended.
    case endOfFile
    /// `read` failed; `errno` says why.
    case failure
  }

  /// Reads bytes from `descriptor` until they form one UTF-8 character.
  ///
  /// When a signal interrupts the wait before any byte arrived, `interrupted` is called; it
  /// may supply a character to return instead, or `nil` to keep waiting.
  mutating func readCharacter(
    from descriptor: Int32, interrupted: () -> Unicode.Scalar?
  ) -> Outcome {
    var bytes: [UInt8] = []
    var expected = 1
    while bytes.count < expected {
      var byte: UInt8 = 0
      if let saved = pushedBack {
        byte = saved
        pushedBack = nil
      } else {
        let count = read(descriptor, &byte, 1)
        if count == 0 { return .endOfFile }
        if count < 0 {
          guard errno == EINTR else { return .failure }
          if bytes.isEmpty, let replacement = interrupted() { return .character(replacement) }
          continue
        }
      }
      if bytes.isEmpty {
        guard let length = Self.sequenceLength(leadingByte: byte) else { continue }
        expected = length
      } else if byte & 0xC0 != 0x80 {
        pushedBack = byte
        return .character("\u{FFFD}")
      }
      bytes.append(byte)
    }
    return .character(Self.decode(bytes))
  }

  /// How many bytes a UTF-8 sequence starting with `byte` has; `nil` for a byte that cannot
  /// start one (a continuation byte or an invalid value).
  static func sequenceLength(leadingByte byte: UInt8) -> Int? {
    switch byte {
    case 0x00...0x7F: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: nil
    }
  }

  /// The first character of `bytes`, U+FFFD when they are not valid UTF-8.
  static func decode(_ bytes: [UInt8]) -> Unicode.Scalar {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
  }
}
