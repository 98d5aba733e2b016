public import TutorSupport

/// What a beginner needs to hear about the compiler errors beginners hit most, in their
/// language: shown under the compiler's own line (which stays as it is), in the REPL, `eval`,
/// `check` and the page alike.
public enum DiagnosticTip {
  /// One error the table knows: a test of the compiler's message, and its tip made from the
  /// names the message quotes, in order.
  private struct Rule {
    let matches: @Sendable (String) -> Bool
    let tip: @Sendable (Quoted) -> Message
  }

  /// The names between single quotes in a compiler message; past the last, empty.
  struct Quoted {
    let names: [String]
    subscript(index: Int) -> String { names.indices.contains(index) ? names[index] : "" }
  }

  private static func starts(_ prefix: String) -> @Sendable (String) -> Bool {
    { $0.hasPrefix(prefix) }
  }

  private static func has(_ part: String) -> @Sendable (String) -> Bool {
    { $0.contains(part) }
  }

  /// The errors beginners hit most, the more specific first.
  private static let rules: [Rule] = [
    // Also an optional where a plain value goes (`Circle(radius:name:)` is failable).
    Rule(
      matches: { has("must be unwrapped to a value of type")($0) || optionalConverted($0) },
      tip: { Message("diagnostic.tip.unwrap", ["name": $0[0], "other": $0[1]]) }),
    Rule(matches: starts("cannot find type")) {
      Message("diagnostic.tip.unknown-type", ["name": $0[0]])
    },
    // A shell's or another REPL's habit at the prompt: `clear`, `exit`.
    Rule(
      matches: { commandWords.contains(quoted($0).first ?? "") && starts("cannot find '")($0) },
      tip: { Message("diagnostic.tip.command-word", ["name": $0[0]]) }),
    Rule(matches: starts("cannot find")) {
      Message("diagnostic.tip.not-in-scope", ["name": $0[0]])
    },
    Rule(matches: has("is a 'let' constant")) {
      Message("diagnostic.tip.let-constant", ["name": $0[0]])
    },
    Rule(matches: starts("binary operator")) {
      Message("diagnostic.tip.operands", ["name": $0[0]])
    },
    Rule(matches: starts("cannot convert"), tip: convertTip),
    // The commonest slip of all: a block, a call or a list left open. The note under the error
    // names the line of the opening one.
    Rule(matches: starts("expected '}'")) { _ in
      Message("diagnostic.tip.missing-brace", ["open": "{", "close": "}"])
    },
    Rule(
      matches: { starts("expected ')'")($0) || starts("expected ']'")($0) },
      tip: { _ in Message("diagnostic.tip.missing-bracket") }),
    Rule(matches: starts("the compiler is unable to type-check this expression")) { _ in
      Message("diagnostic.tip.too-complex")
    },
    Rule(matches: starts("missing argument label")) {
      Message("diagnostic.tip.label-missing", ["name": $0[0]])
    },
    Rule(matches: starts("extraneous argument label")) {
      Message("diagnostic.tip.label-extra", ["name": $0[0]])
    },
    Rule(matches: starts("incorrect argument label")) {
      Message("diagnostic.tip.label-wrong", ["name": $0[0], "other": $0[1]])
    },
    Rule(matches: starts("missing argument for parameter")) {
      Message("diagnostic.tip.argument-missing", ["name": $0[0]])
    },
    Rule(matches: starts("extra argument")) { _ in Message("diagnostic.tip.argument-extra") },
    Rule(matches: has("use of '=' in a boolean context")) { _ in
      Message("diagnostic.tip.assign-compare")
    },
    Rule(matches: starts("missing return")) {
      Message("diagnostic.tip.missing-return", ["name": $0[0]])
    },
    Rule(matches: has("used before being initialized")) {
      Message("diagnostic.tip.uninitialized", ["name": $0[0]])
    },
    Rule(matches: starts("switch must be exhaustive")) { _ in Message("diagnostic.tip.exhaustive")
    },
    Rule(matches: starts("initializer for conditional binding must have Optional type")) {
      Message("diagnostic.tip.bind-non-optional", ["name": $0[0]])
    },
    Rule(matches: has("is not marked with 'try'")) { _ in Message("diagnostic.tip.try") },
    Rule(matches: has("has no member")) {
      Message("diagnostic.tip.no-member", ["name": $0[0], "other": $0[1]])
    },
    Rule(matches: has("is inaccessible due to")) {
      Message("diagnostic.tip.inaccessible", ["name": $0[0], "other": $0[1]])
    },
    Rule(matches: has("has no initializers")) {
      Message("diagnostic.tip.class-init", ["name": $0[0]])
    },
    Rule(matches: starts("return from initializer without initializing all stored properties")) {
      _ in Message("diagnostic.tip.init-all")
    },
    Rule(matches: starts("consecutive statements on a line")) { _ in
      Message("diagnostic.tip.consecutive")
    },
    Rule(matches: starts("editor placeholder in source file")) { _ in
      Message("diagnostic.tip.placeholder")
    },
    Rule(matches: starts("invalid redeclaration")) {
      Message("diagnostic.tip.redeclaration", ["name": $0[0]])
    },
  ]

  /// Words typed alone out of habit that are the tutor's commands with a colon.
  private static let commandWords: Set<String> = ["clear", "quit", "exit", "help"]

  /// The tip for the compiler's `message`, if the table knows it.
  public static func tip(for message: String) -> Message? {
    guard let rule = rules.first(where: { $0.matches(message) }) else { return nil }
    return rule.tip(Quoted(names: quoted(message)))
  }

  /// The line shown under an error: `tip: …` in the learner's language, or nil.
  public static func line(for message: String, _ language: Language) -> String? {
    tip(for: message).map { shown($0, language) }
  }

  /// `tip: …`, the tip `tip` as a line under an error.
  private static func shown(_ tip: Message, _ language: Language) -> String {
    said(tip).text(language)
  }

  /// `tip: …`: the tip `tip` as it is said under an error or a crash.
  static func said(_ tip: any CustomStringConvertible) -> Message {
    Message("diagnostic.tip", ["tip": tip])
  }

  /// Whether `line` is a tip as said in `language` (`tip: …`, `提示：…`).
  public static func isTip(_ line: Substring, _ language: Language) -> Bool {
    line.trimmingPrefix(while: { $0 == " " }).hasPrefix(said("").text(language))
  }

  /// `text` with the code spans of its tip lines (`` `maybe ?? 0` ``) shown as the lessons show
  /// code in a terminal — coloured, without their backticks — when `style` colours; as it is
  /// otherwise (the backticks then mark the code). A newcomer read raw backticks in the tips
  /// where the lesson beside them had none.
  public static func styled(_ text: String, _ language: Language, style: ANSIStyle) -> String {
    guard style.enabled, text.contains("`") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard isTip(line, language) else { return String(line) }
      let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
      // An odd count of pieces: every span closes on the line.
      guard pieces.count % 2 == 1 else { return String(line) }
      return pieces.enumerated().map { index, piece in
        index % 2 == 1 ? style.paint(String(piece), .yellow) : String(piece)
      }.joined()
    }.joined(separator: "\n")
  }

  /// The line shown under an error on a line with full-width punctuation in its code
  /// (``FullWidthPunctuation``): `found` is the first such mark, `ascii` the one Swift needs.
  static func fullWidthLine(found: Character, ascii: Character, _ language: Language) -> String {
    shown(Message("diagnostic.tip.full-width", ["found": found, "ascii": ascii]), language)
  }

  /// The line shown under an error on a line that uses `^` (``PowerCaret``).
  static func powerCaretLine(_ language: Language) -> String {
    shown(Message("diagnostic.tip.power-caret"), language)
  }

  /// The texts between single quotes, in order; an apostrophe between two letters (`isn't`,
  /// `can't`) is part of the words, not a quote.
  package static func quoted(_ message: String) -> [String] {
    let characters = Array(message)
    var pieces: [String] = [""]
    for (index, character) in characters.enumerated() {
      let apostrophe =
        index > 0 && index + 1 < characters.count && characters[index - 1].isLetter
        && characters[index + 1].isLetter
      if character == "'" && !apostrophe {
        pieces.append("")
      } else {
        pieces[pieces.count - 1].append(character)
      }
    }
    return stride(from: 1, to: pieces.count - 1, by: 2).map { pieces[$0] }
  }
}
