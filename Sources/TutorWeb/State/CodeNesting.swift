/// How deep a piece of Swift nests, to refuse code whose type-check grows without end before
/// `sourcekit-lsp` sees it: the brackets `(`, `[`, `{` and the `<` of a type's generic
/// arguments (after a name that starts with a capital letter, as type names do: `Array<`; a
/// comparison `count<5` or `0..<n` is no nesting). Read twice, cheaply (the Swift parser's own
/// lookahead grows too fast on such code): once counting every bracket, once skipping string
/// literals and comments; the deeper wins, so a closing bracket written in a string cannot hide
/// real ones from both.
enum CodeNesting {
  /// The deepest nesting in `code`.
  static func depth(of code: String) -> Int {
    max(scan(code, skippingText: false), scan(code, skippingText: true))
  }

  private static func scan(_ code: String, skippingText: Bool) -> Int {
    var (depth, generics, deepest) = (0, 0, 0)
    var (inString, inComment, escaped) = (false, false, false)
    var (previous, capital) = (UInt8(0), false)
    for byte in code.utf8 {
      defer { previous = byte }
      if inComment {
        inComment = byte != UInt8(ascii: "\n")
        continue
      }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      let wasWord = isWord(previous)
      if isWord(byte), !wasWord { capital = (65...90).contains(byte) }
      switch byte {
      case UInt8(ascii: "\"") where skippingText: inString = true
      case UInt8(ascii: "/") where skippingText && previous == UInt8(ascii: "/"): inComment = true
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "<") where wasWord && capital:
        depth += 1
        generics += 1
      case UInt8(ascii: ">") where generics > 0:
        depth = max(0, depth - 1)
        generics -= 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: break
      }
      deepest = max(deepest, depth)
    }
    return deepest
  }

  private static func isWord(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (48...57).contains(byte) || (65...90).contains(byte)
      || (97...122).contains(byte)
  }
}
