import Foundation
import TutorSupport

/// A doc comment in the learner's language. MealKit's and Shapes' doc comments carry their
/// Chinese as a callout of their own, written like Swift's `- Note:`:
///
///     /// - zh-Hans: FoodTracker 列表中的一道菜……
///     ///
///     ///   第二段缩进两格。
///
/// In English the callout is left out. In Chinese, a documentation that has one is the
/// declaration, the callout's text, then the English's code examples (code reads the same in
/// both); one without is shown in English.
public enum DocumentationLanguage {
  /// The callout's first words.
  static let marker = "- zh-Hans:"

  /// `markdown` (sourcekit-lsp's hover: the declaration in a fenced block, then the doc comment)
  /// for a learner reading `language`.
  public static func text(_ markdown: String, language: Language) -> String {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (english, chinese) = separated(lines)
    guard language == .zhHans, chinese.contains(where: { !isBlank($0) }) else {
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
    return [head, chinese, examples].map(trimmed).filter { !$0.isEmpty }
      .map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
  }

  /// The lines outside the callout, and the callout's text (its marker and two-space indent
  /// taken off); a callout ends at the first line that is neither blank nor indented.
  private static func separated(_ lines: [String]) -> (english: [String], chinese: [String]) {
    var (english, chinese) = ([String](), [String]())
    var (inCallout, inFence) = (false, false)
    for line in lines {
      if !inFence, line.hasPrefix(marker) {
        inCallout = true
        chinese.append(line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces))
        continue
      }
      if inCallout, isBlank(line) || line.hasPrefix("  ") {
        chinese.append(line.hasPrefix("  ") ? String(line.dropFirst(2)) : "")
        continue
      }
      inCallout = false
      if isFence(line) { inFence.toggle() }
      english.append(line)
    }
    return (english, chinese)
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
