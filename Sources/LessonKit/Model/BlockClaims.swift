/// What a fenced Swift block of a lesson says about itself, so that `validate` can check it.
///
/// Written in the block's info string, plus an ```` ```output ```` block right after it:
///
/// | info string | the block claims |
/// | --- | --- |
/// | `swift` | it compiles (with no warning) |
/// | `swift error: "cannot assign"` | it does not compile; an error contains the text |
/// | `swift warning: "never mutated"` | it compiles with a warning that contains the text |
/// | `swift crash: "Index out of range"` (or `crash`) | it compiles, then stops with a runtime error |
/// | `swift after: 2` | it is compiled after example 2 (and what that one builds on) |
/// | `swift norun` | nothing: shown only, never compiled |
/// | followed by ```` ```output ```` | it prints exactly that text (trailing spaces aside) |
public struct BlockClaims: Hashable, Sendable {
  /// Fragments of the compiler errors the block must cause; empty: it must compile.
  public var errors: [String] = []
  /// Fragments of the warnings the block must cause; other warnings are reported.
  public var warnings: [String] = []
  /// Set when the block must crash: a fragment of the runtime error, or "" for any crash.
  public var crash: String?
  /// The text the block must print: the literal of the ```` ```output ```` block after it.
  public var output: String?
  /// The file line of that output block's fence.
  public var outputLine: Int?
  /// The runnable example this block is compiled after (`after: N`).
  public var after: Int?

  /// No claim at all.
  public init() {}

  /// Whether the block must fail to compile (it is then not a runnable example).
  public var mustFail: Bool { !errors.isEmpty }

  /// Whether checking the block needs it to run (an output or a crash is claimed).
  public var needsRun: Bool { output != nil || crash != nil }

  /// The words of a `swift` info string that claim something.
  public static let keys = ["error", "warning", "crash", "after", "norun", "no-run"]

  /// Reads the claims of `info`; the messages say what is wrong with words it cannot read.
  public static func read(_ info: InfoString) -> (claims: BlockClaims, problems: [String]) {
    var claims = BlockClaims()
    var problems: [String] = info.problem.map { [$0] } ?? []
    for word in info.words {
      switch (word.key.lowercased(), word.value) {
      case ("norun", nil), ("no-run", nil): continue
      case ("crash", nil): claims.crash = ""
      case ("crash", let text?): claims.crash = text
      case ("error", let text?) where !text.isEmpty: claims.errors.append(text)
      case ("warning", let text?) where !text.isEmpty: claims.warnings.append(text)
      case ("after", let text?):
        guard let number = Int(text), number > 0 else {
          problems.append("'after:' takes the number of an earlier example, such as after: 2")
          continue
        }
        claims.after = number
      case ("error", _), ("warning", _):
        problems.append(
          "'\(word.key)' needs the text the compiler says, such as \(word.key): \"never used\"")
      default:
        let shown = word.value == nil ? word.key : word.key + ":"
        let hint = Suggestion.didYouMean(word.key, among: keys)
        problems.append(
          "unknown word '\(shown)' in the info string\(hint); a swift block may say error:,"
            + " warning:, crash, after: or norun")
      }
    }
    if claims.mustFail && (claims.crash != nil || !claims.warnings.isEmpty) {
      problems.append("a block that does not compile cannot also warn or crash")
    }
    return (claims, problems)
  }
}
