/// Reports made safe for a CI log, whatever students wrote in their names, file names, code or
/// output.
///
/// A CI runner reads commands from every line of a job's log: GitHub's runner a line that starts
/// with `::` once leading white space is trimmed (`::error title=…::`, `::add-mask::`,
/// `::stop-commands::`), and `##[name]` anywhere in a line; Azure Pipelines `##vso[…]` and
/// TeamCity `##teamcity[…]` anywhere. A student's folder called `##[warning]Marks are final`
/// would otherwise print a forged annotation on the teacher's run. GitLab's `section_start:`
/// needs escape characters, which every report already shows as pictures (``VisibleText``).
///
/// Plain text and CSV, which have no escapes, get a visible backslash: `\::error`, `#\#[`.
/// JSON, XML and HTML get their own lossless escapes (`#\u0023[`, `#&#35;[`, `&#58;:`), so a
/// program reading the report reads what the student wrote.
public enum CILog {
  /// `text` (a text or CSV report) with a backslash before every command marker.
  public static func text(_ text: String) -> String {
    escaped(text, hash: "#\\#", colon: "\\:")
  }

  /// JSON `text` with the markers as JSON escapes: a decoder reads the same strings.
  public static func json(_ text: String) -> String {
    escaped(text, hash: "#\\u0023", colon: "\\u003a")
  }

  /// XML or HTML `text` with the markers as character references.
  public static func markup(_ text: String) -> String {
    escaped(text, hash: "#&#35;", colon: "&#58;")
  }

  /// True when no line of `text` holds a command a CI runner would read.
  public static func isSafe(_ text: String) -> Bool {
    text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { line in
      !line.drop(while: \.isWhitespace).hasPrefix("::") && commandStart(in: line[...]) == nil
    }
  }

  /// Every `##`, `##vso` or `##teamcity` before a `[` spelled `hash` then the rest, and a line's
  /// first `:` spelled `colon` when the line starts (after white space) with `::`.
  private static func escaped(_ text: String, hash: String, colon: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = line[...]
      var shown = ""
      let indent = rest.prefix(while: \.isWhitespace)
      if rest.dropFirst(indent.count).hasPrefix("::") {
        shown += indent + colon
        rest = rest.dropFirst(indent.count + 1)
      }
      while let start = commandStart(in: rest) {
        shown += rest[..<start] + hash
        rest = rest[rest.index(start, offsetBy: 2)...]
      }
      lines.append(shown + rest)
    }
    return lines.joined(separator: "\n")
  }

  /// Where the first `##` that starts a command (`##[`, `##vso[`, `##teamcity[`, any letters
  /// between) is in `line`.
  private static func commandStart(in line: Substring) -> Substring.Index? {
    var index = line.startIndex
    while let found = line[index...].firstIndex(of: "#") {
      let after = line.index(after: found)
      if after < line.endIndex, line[after] == "#" {
        let name = line[line.index(after: after)...].prefix(while: \.isLetter)
        if name.endIndex < line.endIndex, line[name.endIndex] == "[" { return found }
      }
      index = after
    }
    return nil
  }
}
