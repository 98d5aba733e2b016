/// How hard a piece of Swift is for the type checker, to refuse code whose check grows without
/// end before `sourcekit-lsp` sees it.
///
/// - **Nesting**: the brackets `(`, `[`, `{`, the `<` of a type's generic arguments (after a
///   name that starts with a capital letter, as type names do: `Array<`; a comparison `count<5`
///   or `0..<n` is no nesting), and the nesting no bracket shows: each postfix `?` or `!` in a
///   row (`Int???` is three optionals deep, 3000 of them ended the shared server).
/// - **Operators in one statement**: a long unbracketed chain mixing types (`a + 1 * b - 2 + …`)
///   takes the type checker seconds per line.
///
/// Read twice, cheaply (the Swift parser's own lookahead grows too fast on such code): once
/// counting every bracket, once skipping string literals and comments; the deeper wins, so a
/// closing bracket written in a string cannot hide real ones from both.
enum CodeNesting {
  /// The deepest nesting in `code`.
  static func depth(of code: String) -> Int {
    max(scan(code, skippingText: false).depth, scan(code, skippingText: true).depth)
  }

  /// The most operators in one statement of `code` (a line, unless it ends with an operator;
  /// `;`, `{` and `}` end one too), strings and comments skipped.
  static func operators(of code: String) -> Int {
    scan(code, skippingText: true).operators
  }

  private struct Reading {
    var depth = 0
    var operators = 0
  }

  private static func scan(_ code: String, skippingText: Bool) -> Reading {
    var (depth, generics, deepest, postfix) = (0, 0, 0, 0)
    var (inString, inComment, escaped) = (false, false, false)
    var (previous, capital) = (UInt8(0), false)
    var (operators, mostOperators, inOperator, lastSolid) = (0, 0, false, UInt8(0))
    func endStatement() {
      mostOperators = max(mostOperators, operators)
      operators = 0
    }
    for byte in code.utf8 {
      defer {
        previous = byte
        if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n") {
          lastSolid = byte
        }
      }
      if inComment {
        inComment = byte != UInt8(ascii: "\n")
        if !inComment { endStatement() }
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
      // A `?` or `!` right after a name, a closing bracket or another is postfix: one level
      // more for each in the row.
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
        let closes = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">")].contains(previous)
        let follows = previous == UInt8(ascii: "?") || previous == UInt8(ascii: "!")
        postfix = wasWord || closes || (follows && postfix > 0) ? postfix + 1 : 0
      } else {
        postfix = 0
      }
      let isOperator =
        isOperatorByte(byte)
        && !(byte == UInt8(ascii: "/") && skippingText && previous == UInt8(ascii: "/"))
      if isOperator, !inOperator { operators += 1 }
      inOperator = isOperator
      switch byte {
      case UInt8(ascii: "\"") where skippingText: inString = true
      case UInt8(ascii: "/") where skippingText && previous == UInt8(ascii: "/"):
        inComment = true
        operators = max(0, operators - 1)
      case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "{"):
        depth += 1
        endStatement()
      case UInt8(ascii: "<") where wasWord && capital:
        depth += 1
        generics += 1
      case UInt8(ascii: ">") where generics > 0:
        depth = max(0, depth - 1)
        generics -= 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
      case UInt8(ascii: "}"):
        depth = max(0, depth - 1)
        endStatement()
      case UInt8(ascii: ";"): endStatement()
      case UInt8(ascii: "\n") where !isOperatorByte(lastSolid): endStatement()
      default: break
      }
      deepest = max(deepest, depth + postfix)
    }
    endStatement()
    return Reading(depth: deepest, operators: mostOperators)
  }

  /// The bytes binary operators are made of (`?` and `!` count as nesting instead).
  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    "+-*/%&|^=<>~".utf8.contains(byte)
  }

  private static func isWord(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (48...57).contains(byte) || (65...90).contains(byte)
      || (97...122).contains(byte)
  }
}
