/// A runnable example: a fenced `swift` code block of a lesson body.
///
/// Examples are numbered 1…N in document order; `:run N` runs the N-th.
public struct CodeExample: Hashable, Sendable {
  /// 1-based position among the runnable examples of the lesson text.
  public let number: Int
  /// The Swift code.
  public let code: String
  /// The file line of the opening fence.
  public let fenceLine: Int

  /// Creates an example.
  public init(number: Int, code: String, fenceLine: Int) {
    self.number = number
    self.code = code
    self.fenceLine = fenceLine
  }

  /// The file line of the first line of code: line `n` of `code` is at
  /// `firstCodeLine + n - 1` in the lesson file.
  public var firstCodeLine: Int { fenceLine + 1 }

  /// Whether a fenced block with this info string is a runnable example: the first word is
  /// `swift`, and it is neither `norun`/`no-run` (code shown but never compiled, like Swift 2
  /// code) nor claims an `error:` (code that must not compile).
  public static func isRunnable(info: String) -> Bool {
    let words = InfoString(info)
    return words.language == "swift" && !words.has("norun") && !words.has("no-run")
      && !BlockClaims.read(words).claims.mustFail
  }

  /// The runnable examples of `document`, numbered in document order.
  public static func examples(in document: MarkdownNode) -> [CodeExample] {
    LessonBlocks(document).blocks.compactMap { block in
      block.example.map { CodeExample(number: $0, code: block.code, fenceLine: block.fenceLine) }
    }
  }
}
