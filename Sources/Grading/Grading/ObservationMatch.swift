/// Whether two observed texts are the same: exactly, or with numbers allowed to differ by a
/// tolerance (relative above 1) while everything else — quoted strings included — is equal.
package enum ObservationMatch {
  package static func equal(_ got: String, _ want: String, tolerance: Double?) -> Bool {
    if got == want { return true }
    guard let tolerance else { return false }
    let gotTokens = tokens(got)
    let wantTokens = tokens(want)
    guard gotTokens.count == wantTokens.count else { return false }
    return zip(gotTokens, wantTokens).allSatisfy { pair in
      switch pair {
      case (.number(let a), .number(let b)):
        if a == b || (a.isNaN && b.isNaN) { return true }
        return abs(a - b) <= tolerance * max(1, abs(b))
      case (.other(let a), .other(let b)): return a == b
      default: return false
      }
    }
  }

  enum Token: Equatable {
    case number(Double)
    case other(String)
  }

  /// Numbers outside quotes become number tokens; everything else stays text.
  static func tokens(_ text: String) -> [Token] {
    var result: [Token] = []
    var other = ""
    var index = text.startIndex
    var quoted = false
    while index < text.endIndex {
      let character = text[index]
      if quoted {
        other.append(character)
        if character == "\\" {
          index = text.index(after: index)
          if index < text.endIndex { other.append(text[index]) }
        } else if character == "\"" {
          quoted = false
        }
      } else if character == "\"" {
        quoted = true
        other.append(character)
      } else if let (value, end) = number(in: text, at: index) {
        if !other.isEmpty { result.append(.other(other)) }
        other = ""
        result.append(.number(value))
        index = end
        continue
      } else {
        other.append(character)
      }
      index = text.index(after: index)
    }
    if !other.isEmpty { result.append(.other(other)) }
    return result
  }

  /// A number starting at `start` (digits, sign, point, exponent, `inf`, `nan`), of at most
  /// ``longestNumber`` characters: a `Double`'s text is never longer, and a bound keeps a forged
  /// run of digits from costing the grader time that grows with its cube.
  private static func number(in text: String, at start: String.Index) -> (Double, String.Index)? {
    let allowed = Set("0123456789.eE+-infa")
    var end = start
    var length = 0
    while end < text.endIndex, length < longestNumber, allowed.contains(text[end]) {
      end = text.index(after: end)
      length += 1
    }
    var candidate = text[start..<end]
    while !candidate.isEmpty {
      if let value = Double(candidate), candidate.first != "+" {
        return (value, candidate.endIndex)
      }
      candidate = candidate.dropLast()
    }
    return nil
  }

  /// The longest number text compared with a tolerance (`-1.7976931348623157e+308` has 24).
  static let longestNumber = 32
}
