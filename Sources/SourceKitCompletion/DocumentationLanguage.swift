import Foundation
public import TutorSupport

/// A doc comment in the learner's language. MealKit's and Shapes' doc comments carry their
/// Chinese as a callout of their own, written like Swift's `- Note:`:
///
///     /// - zh-Hans: FoodTracker 列表中的一道菜……
///     ///
///     ///   第二段缩进两格。
///
/// A callout is named by its language's identifier (`Language.rawValue`). Every callout is
/// left out of the source text; a learner reading a language whose callout the documentation
/// has gets the declaration, the callout's text, then the source's code examples (code reads
/// the same in every language); one without gets the source text. When a name has several
/// declarations (sourcekit-lsp's `## Multiple results`), each is put in the learner's language
/// under its own declaration, below a heading in that language.
public enum DocumentationLanguage {
  /// `markdown` (sourcekit-lsp's hover: the declaration in a fenced block, then the doc comment)
  /// for a learner reading `language`.
  public static func text(_ markdown: String, language: Language) -> String {
    let lines = symbolLinksAsCode(
      markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    guard lines.first?.trimmingCharacters(in: .whitespaces) == "## Multiple results" else {
      return declaration(lines, language: language)
    }
    let each = declarations(Array(lines.dropFirst())).map { declaration($0, language: language) }
    let heading = "## " + Catalog.text("doc.declarations", language, ["count": each.count])
    return heading + "\n\n" + each.joined(separator: "\n\n---\n\n")
  }

  /// The declarations of a `## Multiple results` answer: its lines cut at each `---` rule that
  /// a fenced declaration follows.
  private static func declarations(_ lines: [String]) -> [[String]] {
    var (all, current, inFence) = ([[String]](), [String](), false)
    for (index, line) in lines.enumerated() {
      if isFence(line) { inFence.toggle() }
      let next = lines[(index + 1)...].first { !isBlank($0) }
      if !inFence, line.trimmingCharacters(in: .whitespaces) == "---", let next, isFence(next) {
        all.append(current)
        current = []
      } else {
        current.append(line)
      }
    }
    return (all + [current]).filter { $0.contains { !isBlank($0) } }
  }

  /// One declaration and its documentation in `language`.
  private static func declaration(_ lines: [String], language: Language) -> String {
    let (english, callouts) = separated(lines)
    guard let translated = callouts[language.rawValue], translated.contains(where: { !isBlank($0) })
    else {
      return trimmed(english).joined(separator: "\n")
    }
    // The declaration: the first fenced block, and a `---` rule after it.
    var head: [String] = []
    var rest = english[...]
    if let open = english.firstIndex(where: isFence),
      let close = english[(open + 1)...].firstIndex(where: isFence)
    {
      head = Array(english[...close])
      rest = english[(close + 1)...].drop {
        isBlank($0) || $0.trimmingCharacters(in: .whitespaces) == "---"
      }
    }
    // The examples: every fenced block of the rest, each followed by a blank line.
    var examples: [String] = []
    var inFence = false
    for line in rest {
      if isFence(line) { inFence.toggle() }
      if inFence || isFence(line) { examples.append(line) }
      if !inFence, isFence(line) { examples.append("") }
    }
    return [head, translated, examples].map(trimmed).filter { !$0.isEmpty }
      .map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
  }

  /// The lines outside every callout, and each callout's text by its language (its marker,
  /// `- zh-Hans:`, and two-space indent taken off); a callout ends at the first line that is
  /// neither blank nor indented.
  private static func separated(_ lines: [String]) -> (
    source: [String], callouts: [String: [String]]
  ) {
    var (source, callouts) = ([String](), [String: [String]]())
    var (current, inFence): (String?, Bool) = (nil, false)
    for line in lines {
      if !inFence, let (tag, text) = callout(line) {
        current = tag
        callouts[tag, default: []].append(text)
        continue
      }
      if let tag = current, isBlank(line) || line.hasPrefix("  ") {
        callouts[tag, default: []].append(line.hasPrefix("  ") ? String(line.dropFirst(2)) : "")
        continue
      }
      current = nil
      if isFence(line) { inFence.toggle() }
      source.append(line)
    }
    return (source, callouts)
  }

  /// The language and text of a callout's first line (`- zh-Hans: …`), for a language the
  /// tutor speaks.
  private static func callout(_ line: String) -> (String, String)? {
    for language in Language.allCases {
      let marker = "- \(language.rawValue):"
      if line.hasPrefix(marker) {
        return (
          language.rawValue, line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        )
      }
    }
    return nil
  }

  /// DocC's symbol links outside code blocks (``` ``Meal/init(name:photo:rating:)`` ```) as the
  /// code a learner types (`` `Meal.init(name:photo:rating:)` ``).
  public static func symbolLinksAsCode(_ lines: [String]) -> [String] {
    var inFence = false
    return lines.map { line in
      if isFence(line) { inFence.toggle() }
      guard !inFence, line.contains("``") else { return line }
      let pieces = line.components(separatedBy: "``")
      // Odd pieces lie between a pair of double backticks.
      return pieces.enumerated().map { index, piece in
        guard index % 2 == 1 else { return piece }
        guard index < pieces.count - 1 else { return "``" + piece }  // no closing pair
        return "`" + piece.replacingOccurrences(of: "/", with: ".") + "`"
      }.joined()
    }
  }

  private static func isFence(_ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
  }

  private static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

  /// `lines` without blank lines at either end.
  private static func trimmed<Lines: Collection<String>>(_ lines: Lines) -> [String] {
    Array(lines.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }
}
