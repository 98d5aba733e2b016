/// A record of the private result channel between a graded program and the grader.
///
/// Records travel inside the program's standard output so that their order
/// with the student's own output is kept, framed as
/// `SOH <token> <kind> <index> <text> STX`. The token is a secret the grader
/// hands the harness on file descriptor 3 before any student code runs, so
/// text the student prints — however verdict-shaped — can never forge one.
public enum ResultRecord: Equatable, Sendable {
  /// The checks are about to run: how many there are.
  case plan(count: Int)
  /// Check `index` (0-based) named `name` starts.
  case begin(index: Int, name: String)
  /// Check `index` passed.
  case pass(index: Int)
  /// Check `index` failed with `message`.
  case fail(index: Int, message: String)
  /// The harness refused a request (e.g. checks started twice).
  case harnessError(message: String)
  /// Every check has reported.
  case done(count: Int)

  /// The byte that opens a record.
  public static let opener: UInt8 = 0x01
  /// The byte that closes a record.
  public static let closer: UInt8 = 0x02

  /// The framed text of this record under `token`.
  public func encoded(token: String) -> String {
    let body: String
    switch self {
    case .plan(let count): body = "plan \(count) -"
    case .begin(let index, let name): body = "begin \(index) \(Self.escape(name))"
    case .pass(let index): body = "pass \(index) -"
    case .fail(let index, let message): body = "fail \(index) \(Self.escape(message))"
    case .harnessError(let message): body = "error 0 \(Self.escape(message))"
    case .done(let count): body = "done \(count) -"
    }
    return "\u{1}\(token) \(body)\u{2}"
  }

  /// Parses the text between the token and the closer (`kind index text`);
  /// nil when it is not a well-formed record.
  public static func decode(body: String) -> ResultRecord? {
    let parts = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let index = Int(parts[1]) else { return nil }
    let text = unescape(String(parts[2]))
    switch parts[0] {
    case "plan": return .plan(count: index)
    case "begin": return .begin(index: index, name: text)
    case "pass": return .pass(index: index)
    case "fail": return .fail(index: index, message: text)
    case "error": return .harnessError(message: text)
    case "done": return .done(count: index)
    default: return nil
    }
  }

  /// Escapes `%`, the framing bytes and nothing else.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\u{1}": out += "%01"
      case "\u{2}": out += "%02"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func unescape(_ text: String) -> String {
    var out = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "%", let high = scalars.next(), let low = scalars.next() else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch "\(high)\(low)" {
      case "01": out += "\u{1}"
      case "02": out += "\u{2}"
      default: out += "%"
      }
    }
    return out
  }
}
