/// One edit the compiler proposes with a diagnostic: the text from (`line`, `column`) up to,
/// not including, (`endLine`, `endColumn`) becomes `text` (an insertion when they are equal).
/// Lines and columns are 1-based; columns count UTF-8 bytes, as the compiler counts them.
public struct FixIt: Sendable, Hashable, Codable {
  /// Where the replaced text starts.
  public var line: Int
  /// The start's column.
  public var column: Int
  /// Where the replaced text ends (exclusive).
  public var endLine: Int
  /// The end's column.
  public var endColumn: Int
  /// The new text.
  public var text: String

  /// `text`, line `line` of its file, with every one of `fixIts` applied, when they all lie on
  /// that line and do not overlap; nil otherwise.
  public static func applied(_ fixIts: [FixIt], toLine text: Substring, number line: Int)
    -> String?
  {
    guard !fixIts.isEmpty, fixIts.allSatisfy({ $0.line == line && $0.endLine == line }) else {
      return nil
    }
    var bytes = Array(text.utf8)
    // From the last edit back, so earlier columns stay where they were.
    var limit = bytes.count
    for fixIt in fixIts.sorted(by: { $0.column > $1.column }) {
      let start = fixIt.column - 1
      let end = fixIt.endColumn - 1
      guard start >= 0, start <= end, end <= limit else { return nil }
      bytes.replaceSubrange(start..<end, with: Array(fixIt.text.utf8))
      limit = start
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
