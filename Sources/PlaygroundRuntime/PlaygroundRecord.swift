/// What an instrumented program reports, framed inside its standard output so
/// values and printed text stay in order:
/// `SOH "PG" US kind US field… STX`, fields escaped.
///
/// `module` is the module id the playground transform passes (a REPL input's number, 0 for a
/// whole file), so a session can tell an input's own lines from the lines of an earlier input's
/// function that it called.
public enum PlaygroundRecord: Equatable, Sendable {
  /// A value was logged: a declaration's new value, an expression's result,
  /// a mutated variable. `depth` is 0 for top-level statements.
  case value(
    line: Int, column: Int, depth: Int, module: Int, name: String, type: String, text: String)
  /// A `print` finished at `line`; the text before this record is its output.
  case printed(line: Int, depth: Int, module: Int)

  /// The bytes that open a record.
  public static let marker = "\u{1}PG"
  static let separator: Character = "\u{1F}"

  /// The framed text.
  public var encoded: String {
    let fields: [String]
    switch self {
    case .value(let line, let column, let depth, let module, let name, let type, let text):
      fields = ["value", "\(line)", "\(column)", "\(depth)", "\(module)", name, type, text]
    case .printed(let line, let depth, let module):
      fields = ["print", "\(line)", "\(depth)", "\(module)"]
    }
    return Self.marker + fields.map { "\(Self.separator)\(Self.escape($0))" }.joined() + "\u{2}"
  }

  /// Decodes the text between the marker and the closing STX.
  public static func decode(_ body: String) -> PlaygroundRecord? {
    let fields = body.split(separator: separator, omittingEmptySubsequences: false)
      .dropFirst().map { unescape(String($0)) }
    guard let kind = fields.first else { return nil }
    switch kind {
    case "value" where fields.count == 8:
      guard let line = Int(fields[1]), let column = Int(fields[2]), let depth = Int(fields[3]),
        let module = Int(fields[4])
      else { return nil }
      return .value(
        line: line, column: column, depth: depth, module: module, name: fields[5],
        type: fields[6], text: fields[7])
    case "print" where fields.count == 4:
      guard let line = Int(fields[1]), let depth = Int(fields[2]), let module = Int(fields[3])
      else { return nil }
      return .printed(line: line, depth: depth, module: module)
    default: return nil
    }
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\u{1}": out += "%01"
      case "\u{2}": out += "%02"
      case "\u{1F}": out += "%1F"
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
      case "1F": out += "\u{1F}"
      default: out += "%"
      }
    }
    return out
  }
}
