public import Foundation

/// One completion as the prompt offers it: what Tab inserts (`rating`, `uppercased()`, or
/// `hasPrefix(` for a call that takes arguments) and how the list shows it, with its type
/// (`rating: Int`, `uppercased() -> String`).
public struct SwiftCandidate: Equatable, Sendable {
  /// The text that replaces the word before the cursor.
  public var insert: String
  /// The text listed, with the type.
  public var label: String
  /// Whether the candidate is a member of what an optional holds: the `.` before the word
  /// becomes `?.` (`meal.na` → `meal?.name`).
  public var throughOptional = false

  /// A candidate inserting `insert`, listed as `label`, `throughOptional` or not.
  public init(insert: String, label: String, throughOptional: Bool = false) {
    self.insert = insert
    self.label = label
    self.throughOptional = throughOptional
  }

  /// The most candidates kept from one answer (SwiftFiddle's cap).
  public static let maximum = 200

  /// The protocol's completion kinds for methods, functions and constructors, and for
  /// fields, variables, properties and constants.
  private static let callKinds: Set<Int> = [2, 3, 4]
  private static let valueKinds: Set<Int> = [5, 6, 10, 21]
  private static let keyword = 14

  /// The candidates in a `textDocument/completion` result (a list or `{items}`), in the
  /// server's order; after a `.`, keywords (`self`, `init`) are left out: a member is asked for.
  /// On an optional, the members of what it holds come through `?.`; right after the `.`,
  /// `Optional`'s own (`map`, `unsafelyUnwrapped`, `take()`) are left out — they frighten a
  /// beginner, and the server still offers them once their first letters are typed.
  public static func list(from result: Data, afterDot: Bool) -> [SwiftCandidate] {
    let object = try? JSONSerialization.jsonObject(with: result)
    let items =
      (object as? [[String: Any]]) ?? ((object as? [String: Any])?["items"] as? [[String: Any]])
      ?? []
    var seen = Set<String>()
    var candidates: [SwiftCandidate] = []
    // Best first, as the server ranks them (its `sortText`; its list order is not that).
    let ranked = items.enumerated().sorted {
      ($0.element["sortText"] as? String ?? "", $0.offset)
        < ($1.element["sortText"] as? String ?? "", $1.offset)
    }.map(\.element)
    for item in ranked {
      guard let served = item["label"] as? String else { continue }
      let kind = item["kind"] as? Int ?? 0
      if afterDot && kind == keyword { continue }
      let edit = (item["textEdit"] as? [String: Any])?["newText"] as? String
      var text = edit ?? item["insertText"] as? String ?? served
      // The server's edit replaces the `.` too: `?.name` in place of `.na`.
      let throughOptional =
        text.hasPrefix("?.") && (item["filterText"] as? String)?.hasPrefix(".") == true
      if throughOptional { text.removeFirst(2) }
      let label = callKinds.contains(kind) ? Self.declared(served, text: text) : served
      let insert = callKinds.contains(kind) ? Self.callStart(text, label: label) : text
      let detail = (item["detail"] as? String).flatMap { $0.isEmpty ? nil : $0 }
      let shown: String
      if let detail, callKinds.contains(kind), detail != "Void" {
        shown = "\(label) -> \(detail)"
      } else if let detail, valueKinds.contains(kind) {
        shown = "\(label): \(detail)"
      } else {
        shown = label
      }
      guard seen.insert(shown).inserted else { continue }
      candidates.append(
        SwiftCandidate(insert: insert, label: shown, throughOptional: throughOptional))
      if candidates.count == maximum { break }
    }
    if afterDot, candidates.contains(where: \.throughOptional) {
      candidates.removeAll { !$0.throughOptional }
    }
    return candidates
  }

  /// A call's text up to its arguments: `uppercased()` (its label has no parameter) stays
  /// whole, `hasPrefix()` and `hash(into: &)` become `hasPrefix(` and `hash(` so the learner
  /// types the argument with the cursor in place.
  static func callStart(_ text: String, label: String) -> String {
    guard let open = text.firstIndex(of: "("), !label.contains("()") else { return text }
    return String(text[...open])
  }
}
