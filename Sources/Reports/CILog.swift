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
    lines(of: text).allSatisfy { line in
      !startsWithColons(line.scalars) && commandStart(in: line.scalars[...]) == nil
    }
  }

  /// One line as a CI runner reads it, and the break after it (empty for the last).
  private struct Line {
    var scalars: [Unicode.Scalar]
    var end: String
  }

  /// `text` cut into lines as a CI runner cuts them: at every `\n` and every `\r` (a Swift
  /// `Character` holds `\r\n` as one, which hid the start of a CSV's rows).
  private static func lines(of text: String) -> [Line] {
    var lines: [Line] = []
    var current: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" {
        lines.append(Line(scalars: current, end: String(scalar)))
        current = []
      } else {
        current.append(scalar)
      }
    }
    lines.append(Line(scalars: current, end: ""))
    return lines
  }

  /// Whether `line` starts with `::` once its leading white space is skipped.
  private static func startsWithColons(_ line: [Unicode.Scalar]) -> Bool {
    let text = line.drop { $0.properties.isWhitespace }
    return text.starts(with: [":", ":"])
  }

  /// Every `##`, `##vso` or `##teamcity` before a `[` spelled `hash` then the rest, and a line's
  /// first `:` spelled `colon` when the line starts (after white space) with `::`.
  private static func escaped(_ text: String, hash: String, colon: String) -> String {
    // Scalars in an array, made a string once: a string's scalar view copies the whole string
    // at each `append(contentsOf:)`, and a 200-file class's JSON took seconds to write.
    var shown: [Unicode.Scalar] = []
    shown.reserveCapacity(text.utf8.count)
    for line in lines(of: text) {
      var rest = line.scalars[...]
      if startsWithColons(line.scalars) {
        let indent = rest.prefix { $0.properties.isWhitespace }
        shown.append(contentsOf: indent)
        shown.append(contentsOf: colon.unicodeScalars)
        rest = rest.dropFirst(indent.count + 1)
      }
      while let start = commandStart(in: rest) {
        shown.append(contentsOf: rest[..<start])
        shown.append(contentsOf: hash.unicodeScalars)
        rest = rest[(start + 2)...]
      }
      shown.append(contentsOf: rest)
      shown.append(contentsOf: line.end.unicodeScalars)
    }
    var string = String.UnicodeScalarView()
    string.append(contentsOf: shown)
    return String(string)
  }

  /// Where the first `##` that starts a command (`##[`, `##vso[`, `##teamcity[`, any letters
  /// between) is in `line`.
  private static func commandStart(in line: ArraySlice<Unicode.Scalar>) -> Int? {
    var index = line.startIndex
    while let found = line[index...].firstIndex(of: "#") {
      let after = found + 1
      if after < line.endIndex, line[after] == "#" {
        let name = line[(after + 1)...].prefix { $0.properties.isAlphabetic }
        if name.endIndex < line.endIndex, line[name.endIndex] == "[" { return found }
      }
      index = after
    }
    return nil
  }
}
