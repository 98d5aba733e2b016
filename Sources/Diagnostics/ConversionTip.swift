import TutorSupport

/// The tips for a value of one type where another goes: the conversion that fits the two
/// types, and an optional where a plain value goes (``DiagnosticTip``'s table uses them).
extension DiagnosticTip {
  /// Simple values a learner converts between by writing the type's name around the value.
  static let simpleTypes: Set<String> = [
    "Int", "Double", "Float", "String", "Int64", "Int32", "UInt", "Character", "Bool",
  ]

  /// "cannot convert value of type 'Int' to … 'Double'": the conversion that fits the two
  /// types (`Double(…)` around the value; text read as a number gives an optional), not a
  /// generic example that names neither (a newcomer's `Double(total) / count` was told
  /// `String(n)`).
  static let convertTip: @Sendable (Quoted) -> Message = { quoted in
    let (from, to) = (quoted[0], quoted[1])
    guard simpleTypes.contains(from), simpleTypes.contains(to) else {
      return Message("diagnostic.tip.convert", ["name": from, "other": to])
    }
    guard from == "String", to != "Character" else {
      return Message("diagnostic.tip.convert-to", ["name": from, "other": to])
    }
    return Message("diagnostic.tip.convert-text", ["name": from, "other": to])
  }

  /// True for "cannot convert value of type 'T?' to … 'U'" with `U` not optional.
  static let optionalConverted: @Sendable (String) -> Bool = { message in
    let names = quoted(message)
    return message.hasPrefix("cannot convert value of type") && names.count >= 2
      && names[0].hasSuffix("?") && !names[1].hasSuffix("?")
  }
}
