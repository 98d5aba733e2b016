/// A value a probe can observe: it has one canonical text, decided by its static type and written
/// by this module, never by the student's code.
///
/// The grader compares these texts.
///
/// Numbers are decimal (`42`, `0.1`, `inf`); strings and characters are quoted and escaped
/// like Swift literals; `nil` is `nil`; arrays are `[a, b]`; sets and dictionaries are
/// sorted by their elements' or keys' texts, so the order a hash table happens to use never
/// matters.
public protocol ProbeValue {
  /// The canonical text of this value.
  var probeText: String { get }
}

extension Int: ProbeValue { public var probeText: String { String(self) } }
extension Int8: ProbeValue { public var probeText: String { String(self) } }
extension Int16: ProbeValue { public var probeText: String { String(self) } }
extension Int32: ProbeValue { public var probeText: String { String(self) } }
extension Int64: ProbeValue { public var probeText: String { String(self) } }
extension UInt: ProbeValue { public var probeText: String { String(self) } }
extension UInt8: ProbeValue { public var probeText: String { String(self) } }
extension UInt16: ProbeValue { public var probeText: String { String(self) } }
extension UInt32: ProbeValue { public var probeText: String { String(self) } }
extension UInt64: ProbeValue { public var probeText: String { String(self) } }
extension Bool: ProbeValue { public var probeText: String { self ? "true" : "false" } }
extension Double: ProbeValue { public var probeText: String { String(describing: self) } }
extension Float: ProbeValue { public var probeText: String { String(describing: self) } }
extension String: ProbeValue { public var probeText: String { literal(self) } }
extension Substring: ProbeValue { public var probeText: String { literal(String(self)) } }
extension Character: ProbeValue { public var probeText: String { literal(String(self)) } }

/// `text` as a Swift string literal: quotes, backslashes, control characters (C0 and C1) and
/// bidirectional controls escaped (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\u{…}`), so two texts
/// that look alike on a screen are written differently; everything else as it is.
func literal(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    case "\0": out += "\\0"
    case _
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E].contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value):
      out += "\\u{" + String(scalar.value, radix: 16) + "}"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

extension Optional: ProbeValue where Wrapped: ProbeValue {
  /// `nil`, or the wrapped value's text.
  public var probeText: String {
    switch self {
    case .none: return "nil"
    case .some(let value): return value.probeText
    }
  }
}

extension Array: ProbeValue where Element: ProbeValue {
  /// `[a, b, c]` in order.
  public var probeText: String { "[" + map(\.probeText).joined(separator: ", ") + "]" }
}

extension Set: ProbeValue where Element: ProbeValue {
  /// `Set([a, b])`, sorted by the elements' texts.
  public var probeText: String {
    "Set([" + map(\.probeText).sorted().joined(separator: ", ") + "])"
  }
}

extension Dictionary: ProbeValue where Key: ProbeValue, Value: ProbeValue {
  /// `[k: v, …]` sorted by the keys' texts; `[:]` when empty.
  public var probeText: String {
    if isEmpty { return "[:]" }
    let pairs = map { (key: $0.key.probeText, value: $0.value.probeText) }
      .sorted { $0.key < $1.key }
    return "[" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

extension ClosedRange: ProbeValue where Bound: ProbeValue {
  /// `a...b`.
  public var probeText: String { "\(lowerBound.probeText)...\(upperBound.probeText)" }
}

extension Range: ProbeValue where Bound: ProbeValue {
  /// `a..<b`.
  public var probeText: String { "\(lowerBound.probeText)..<\(upperBound.probeText)" }
}

/// Two observed values as one, `(a, b)` (a tuple cannot conform to a protocol).
public struct Pair<First: ProbeValue, Second: ProbeValue>: ProbeValue {
  let first: First
  let second: Second

  /// The pair of `first` and `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// `(a, b)`.
  public var probeText: String { "(\(first.probeText), \(second.probeText))" }
}
