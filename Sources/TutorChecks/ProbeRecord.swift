/// One record a graded program writes on its standard output for the grader.
///
/// Records travel inside standard output so that their order with the student's own
/// output is kept, framed as `SOH MARKER SPACE json STX`: the grader reads the JSON
/// objects with keys `k` (kind), `c` (check index), `n`/`zh`/`task`/`hint`/`line` (a
/// check's names, task, hint and line), `w`/`zh`/`v`/`tol` (an observation's descriptions,
/// canonical text and tolerance), `count`. They carry observations only; what the student's code does to
/// them can at most make its own observations wrong.
public enum ProbeRecord {
  /// Round `index` of a sweep starts (its plan, checks and `done` follow).
  case round(Int)
  /// The checks are about to run: how many there are.
  case plan(count: Int)
  /// A check starts.
  case begin(index: Int, check: Check)
  /// One observation of check `index`, described in English and, when the author gave it, in
  /// Chinese.
  case observation(
    index: Int, what: String, chinese: String? = nil, value: String, tolerance: Double?)
  /// Check `index` ended.
  case end(index: Int)
  /// Every check has run.
  case done

  /// The byte that opens a record.
  public static let opener: UInt8 = 0x01
  /// The byte that closes a record.
  public static let closer: UInt8 = 0x02

  /// The record as the grader reads it.
  func framed(marker: String) -> String {
    "\u{1}\(marker) \(json)\u{2}"
  }

  var json: String {
    switch self {
    case .round(let index): return #"{"k":"round","count":\#(index)}"#
    case .plan(let count): return #"{"k":"plan","count":\#(count)}"#
    case .begin(let index, let check):
      var fields = [#""k":"begin""#, #""c":\#(index)"#, #""n":\#(quoted(check.name))"#]
      if let chinese = check.chineseName { fields.append(#""zh":\#(quoted(chinese))"#) }
      if let task = check.task { fields.append(#""task":\#(task)"#) }
      if let hint = check.hint { fields.append(#""hint":\#(hint)"#) }
      fields.append(#""line":\#(check.line)"#)
      return "{" + fields.joined(separator: ",") + "}"
    case .observation(let index, let what, let chinese, let value, let tolerance):
      let tol = tolerance.map { #","tol":\#($0.isFinite ? String(describing: $0) : "0")"# } ?? ""
      let zh = chinese.map { #","zh":\#(quoted($0))"# } ?? ""
      return #"{"k":"obs","c":\#(index),"w":\#(quoted(what))\#(zh),"v":\#(quoted(value))\#(tol)}"#
    case .end(let index): return #"{"k":"end","c":\#(index)}"#
    case .done: return #"{"k":"done"}"#
    }
  }

  /// The record for a person running the program by hand.
  var plainText: String {
    switch self {
    case .round(let index): return "=== round \(index)\n"
    case .plan(let count): return "--- \(count) checks\n"
    case .begin(_, let check): return "--- \(check.name)\n"
    case .observation(_, let what, _, let value, _):
      return "\(what.isEmpty ? "(check)" : what) = \(value)\n"
    case .end: return ""
    case .done: return "--- done\n"
    }
  }
}

/// `text` as a JSON string literal.
func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      let hex = String(scalar.value, radix: 16)
      out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
