import Foundation

/// A Markdown file split into its YAML front matter and its body.
///
///     ---
///     id: optionals
///     title: Optionals
///     ---
///     body…
struct FrontMatter {
  /// The YAML between the fences.
  let yaml: String
  /// The file line of the YAML's first line, minus one (add to a YAML line).
  let yamlLineOffset: Int
  /// The Markdown after the closing fence.
  let body: String
  /// The file line of the body's first line.
  let bodyFirstLine: Int

  /// Splits `text` (the contents of `file`), logging a missing or unclosed
  /// front matter and returning nil.
  static func split(_ text: String, file: URL, log: inout ProblemLog) -> FrontMatter? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, first.trimmingSpaces == "---" else {
      log.error(
        file, line: 1,
        "\(file.lastPathComponent) must start with front matter: a '---' line, then `id:`,"
          + " `title:` and `summary:`, then a closing '---' line")
      return nil
    }
    let closing = lines.indices.dropFirst().first { index in
      let line = lines[index].trimmingSpaces
      return line == "---" || line == "..."
    }
    guard let closing else {
      log.error(
        file, line: 1,
        "the front matter opened on line 1 is never closed: add a '---' line after its last"
          + " key, before the lesson text")
      return nil
    }
    return FrontMatter(
      yaml: lines[1..<closing].joined(separator: "\n"),
      yamlLineOffset: 1,
      body: lines[(closing + 1)...].joined(separator: "\n"),
      bodyFirstLine: closing + 2)
  }
}
