import Foundation
import Yams

extension YAMLMapping {
  /// A scalar value as text; nil when the key is absent or empty.
  ///
  /// A list or mapping where text belongs is logged.
  func text(_ key: String, log: inout ProblemLog) -> String? {
    guard let entry = self[key] else { return nil }
    guard let scalar = entry.value.scalar else {
      log.error(file, line: entry.line, "`\(key)` must be a single value, not a list or mapping")
      return nil
    }
    if entry.value.null != nil { return nil }
    let value = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
    return value.isEmpty ? nil : value
  }

  /// A list of words (`[a, b]` or one `- a` per line; a single word counts as
  /// a list of one) with the file line of each; nil when the key is absent.
  func words(_ key: String, log: inout ProblemLog) -> [(word: String, line: Int)]? {
    guard let entry = self[key] else { return nil }
    if entry.value.null != nil { return [] }
    if let scalar = entry.value.scalar {
      return [(scalar.string, entry.line)]
    }
    guard let sequence = entry.value.sequence else {
      log.error(file, line: entry.line, "`\(key)` must be a list such as `[a, b]`")
      return nil
    }
    var result: [(word: String, line: Int)] = []
    for item in sequence {
      let line = self.line(of: item) ?? entry.line
      guard let scalar = item.scalar else {
        log.error(file, line: line, "each item of `\(key)` must be a single word")
        continue
      }
      result.append((scalar.string, line))
    }
    return result
  }

  /// Reads the values of `key` as members of `T`, logging unknown ones with
  /// the allowed set; nil when the key is absent.
  func members<T: RawRepresentable & CaseIterable>(
    _ key: String, of type: T.Type, log: inout ProblemLog
  ) -> [T]? where T.RawValue == String {
    guard let words = words(key, log: &log) else { return nil }
    let allowed = T.allCases.map(\.rawValue)
    var result: [T] = []
    for (word, line) in words {
      if let value = T(rawValue: word) {
        if !result.contains(where: { $0.rawValue == value.rawValue }) { result.append(value) }
      } else {
        log.error(
          file, line: line,
          "unknown \(key) value '\(word)'\(Suggestion.didYouMean(word, among: allowed));"
            + " allowed: \(allowed.joined(separator: ", "))")
      }
    }
    return result
  }

  /// A positive number under `key`; logs anything else.
  ///
  /// Nil when absent or invalid.
  func positiveNumber(_ key: String, log: inout ProblemLog) -> Double? {
    guard let entry = self[key] else { return nil }
    guard let number = entry.value.float ?? entry.value.int.map(Double.init), number > 0 else {
      log.error(file, line: entry.line, "`\(key)` must be a number above zero")
      return nil
    }
    return number
  }
}
