import Foundation

/// Appends a name to a list in hand-written YAML (`course.yaml`'s `lessons:`, a front matter's
/// `exercises:`), keeping every comment and the author's layout.
///
/// Handles the two forms authors write: a block list (`- name` lines under the key) and a
/// one-line flow list (`key: [a, b]`). Anything else is left alone and reported as unsupported,
/// so that the author edits it by hand rather than the tool guessing.
enum YAMLListEditor {
  /// What ``append(_:to:in:within:)`` found.
  enum Outcome: Equatable {
    /// The lines with the name added.
    case appended([String])
    /// There is no top-level `key:` in the range.
    case noKey
    /// The key holds something this editor does not rewrite.
    case unsupported
  }

  /// Appends `item` to the list under top-level `key` in `lines[range]`.
  static func append(_ item: String, to key: String, in lines: [String], within range: Range<Int>)
    -> Outcome
  {
    guard
      let keyIndex = range.first(where: { index in
        lines[index].hasPrefix(key + ":")
      })
    else { return .noKey }
    let line = lines[keyIndex]
    let (value, comment) = splitComment(String(line.dropFirst(key.count + 1)))
    var result = lines
    if value.hasPrefix("[") {
      guard value.hasSuffix("]") else { return .unsupported }
      let inner = String(value.dropFirst().dropLast().trimmingSpaces)
      result[keyIndex] = "\(key): [\(inner.isEmpty ? item : inner + ", " + item)]" + comment
      return .appended(result)
    }
    guard value.isEmpty else { return .unsupported }
    var lastItem: (index: Int, indent: String)?
    for index in (keyIndex + 1)..<range.upperBound {
      let text = lines[index]
      let trimmed = text.drop { $0 == " " }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard text.hasPrefix(" ") || trimmed.hasPrefix("-") else { break }
      if trimmed.hasPrefix("- ") {
        lastItem = (index, String(text.prefix(text.count - trimmed.count)))
      }
    }
    let at = lastItem.map { $0.index + 1 } ?? keyIndex + 1
    result.insert((lastItem?.indent ?? "  ") + "- " + item, at: at)
    return .appended(result)
  }

  /// The value part of `key: value  # comment` and the comment (with its leading spaces).
  private static func splitComment(_ text: String) -> (value: String, comment: String) {
    guard let hash = text.range(of: " #") else { return (String(text.trimmingSpaces), "") }
    let comment = text[hash.lowerBound...]
    return (String(text[..<hash.lowerBound].trimmingSpaces), "  " + comment.trimmingSpaces)
  }
}
