import Foundation
import Yams

/// A YAML mapping (front matter, `exercise.yaml`, `course.yaml`) read with
/// Yams, remembering the file line of every key and value.
struct YAMLMapping {
  /// One `key: value` pair.
  struct Entry {
    let key: String
    let value: Yams.Node
    /// File line of the key.
    let line: Int
  }

  let file: URL
  /// Added to a Yams line (1-based within the YAML text) to get the file line.
  let lineOffset: Int
  let entries: [Entry]

  subscript(key: String) -> Entry? {
    entries.first { $0.key == key }
  }

  /// The file line of a node, when Yams knows it.
  func line(of node: Yams.Node) -> Int? {
    node.mark.map { $0.line + lineOffset }
  }

  /// Parses `text`, which starts on file line `lineOffset + 1`.
  ///
  /// An empty document is an empty mapping. Logs and returns nil for invalid YAML or a document
  /// that is not a mapping.
  static func parse(_ text: String, file: URL, lineOffset: Int, log: inout ProblemLog)
    -> YAMLMapping?
  {
    let root: Yams.Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      let (line, reason) = YAMLErrorText.describe(error, text: text, lineOffset: lineOffset)
      log.error(
        file, line: line,
        "invalid YAML: \(reason); check the indentation and quote values that contain ': ' or"
          + " start with a special character ([ { * & ! | > ' \" % @ `)")
      return nil
    }
    guard let root else { return YAMLMapping(file: file, lineOffset: lineOffset, entries: []) }
    guard let mapping = root.mapping else {
      log.error(
        file, line: root.mark.map { $0.line + lineOffset },
        "expected `key: value` lines here, found "
          + (root.sequence != nil ? "a list" : "a single value"))
      return nil
    }
    var entries: [Entry] = []
    for (key, value) in mapping {
      let keyLine = key.mark.map { $0.line + lineOffset } ?? lineOffset + 1
      guard let name = key.scalar?.string else {
        log.error(file, line: keyLine, "a key must be a plain word such as `id`")
        continue
      }
      entries.append(Entry(key: name, value: value, line: keyLine))
    }
    return YAMLMapping(file: file, lineOffset: lineOffset, entries: entries)
  }

  /// Logs every key not in `allowed` (with a "did you mean") and returns how many there were.
  @discardableResult
  func reportUnknownKeys(
    allowed: [String], in place: String, severity: LessonProblem.Severity, log: inout ProblemLog
  ) -> Int {
    let unknown = entries.filter { !allowed.contains($0.key) }
    for entry in unknown {
      let message =
        "unknown key '\(entry.key)' in \(place)\(Suggestion.didYouMean(entry.key, among: allowed));"
        + " the keys are: \(allowed.joined(separator: ", "))"
      if severity == .error {
        log.error(file, line: entry.line, message)
      } else {
        log.warning(file, line: entry.line, message)
      }
    }
    return unknown.count
  }
}
