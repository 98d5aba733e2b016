public import LessonKit
public import TutorSupport

/// One hint of an exercise, for `swift-tutor hint` and the REPL's `:hint`.
///
/// Hints are shown one at a time; `LearnerSession.takeHint` records each one in the learner's
/// progress and says which to show (the one a failing check names first, else the next in
/// order). Once all were shown, the view says so and repeats them all.
///
/// ```
/// Hint 2 of 3 · optional-binding
///
/// Handle the nil case first or last, but make sure every path returns a String.
///
/// 1 more hint left.
/// ```
public struct HintView: Sendable {
  /// The exercise the hint belongs to.
  public let exercise: Exercise
  /// The language of the hints (English where the task is not translated).
  public let language: Language
  /// The 0-based index of the hint shown, or nil when every hint was shown before.
  public let index: Int?
  /// How many hints of the exercise were seen, this one included.
  public let seen: Int
  /// True when the hint was chosen because a failing check names it, not next in order.
  public let named: Bool

  /// A view of hint `index` of `exercise` (nil: all were shown already), the `seen`th seen;
  /// `named` when a failing check chose it.
  public init(exercise: Exercise, language: Language, index: Int?, seen: Int, named: Bool = false) {
    self.exercise = exercise
    self.language = language
    self.index = index
    self.seen = seen
    self.named = named
  }

  /// The hint wrapped to `width` columns, with ANSI styles when `color` is true.
  ///
  /// Ends without a newline.
  public func text(width: Int, color: Bool) -> String {
    let renderer = TerminalRenderer(width: width, style: color ? .ansi : .plain)
    let hints = exercise.task(language).hints
    let id = exercise.id
    guard !hints.isEmpty else { return renderer.render(paragraph(.noHints(id))) }
    guard let index, hints.indices.contains(index) else {
      let items = hints.map {
        MarkdownNode.item(
          lines: 0...0, MarkdownParser.parse(FaceText.select($0, for: .terminal)).children)
      }
      return renderer.render(
        .document([
          paragraph(.noHintsLeft(hints.count, id)),
          .list(ordered: true, start: 1, tight: false, items),
        ]))
    }
    // Numbered in the order seen (a failing check may choose the task's third first). Bold
    // and italic in a terminal; piped (`hint X | cat`), plain words, not `**` around them.
    let heading = MarkdownNode.text(
      Message.hintHeader(seen, of: hints.count, id, named: named).text(language))
    let header = MarkdownNode.paragraph([color ? .strong([heading]) : heading])
    let left = MarkdownNode.text(Message.hintsLeft(max(hints.count - seen, 0)).text(language))
    let footer = MarkdownNode.paragraph([color ? .emphasis([left]) : left])
    let body = MarkdownParser.parse(FaceText.select(hints[index], for: .terminal)).children
    return renderer.render(.document([header] + body + [footer]))
  }

  private func paragraph(_ message: Message) -> MarkdownNode {
    .paragraph([.text(message.text(language))])
  }
}
