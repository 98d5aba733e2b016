import Foundation

/// One completion as the prompt offers it: what Tab inserts (`rating`, `uppercased()`, or
/// `hasPrefix(` for a call that takes arguments) and how the list shows it, with its type
/// (`rating: Int`, `uppercased() -> String`).
public struct SwiftCandidate: Equatable, Sendable {
  /// The text that replaces the word before the cursor.
  public var insert: String
  /// The text listed, with the type.
  public var label: String

  /// A candidate inserting `insert`, listed as `label`.
  public init(insert: String, label: String) {
    self.insert = insert
    self.label = label
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
  public static func list(from result: Data, afterDot: Bool) -> [SwiftCandidate] {
    let object = try? JSONSerialization.jsonObject(with: result)
    let items =
      (object as? [[String: Any]]) ?? ((object as? [String: Any])?["items"] as? [[String: Any]])
      ?? []
    var seen = Set<String>()
    var candidates: [SwiftCandidate] = []
    for item in items {
      guard let label = item["label"] as? String else { continue }
      let kind = item["kind"] as? Int ?? 0
      if afterDot && kind == keyword { continue }
      let edit = (item["textEdit"] as? [String: Any])?["newText"] as? String
      let text = edit ?? item["insertText"] as? String ?? label
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
      candidates.append(SwiftCandidate(insert: insert, label: shown))
      if candidates.count == maximum { break }
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
