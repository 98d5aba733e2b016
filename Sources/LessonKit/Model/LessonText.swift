public import Foundation

/// A lesson in one language: front matter title and summary, and the body.
public struct LessonText: Hashable, Sendable {
  /// `title:` from the front matter.
  public let title: String
  /// `summary:` from the front matter.
  public let summary: String
  /// The Markdown body after the front matter.
  public let body: String
  /// The parsed body; its lines are lines of `file`.
  public let document: MarkdownNode
  /// The file (`lesson.md` or `lesson.zh-Hans.md`).
  public let file: URL
  /// The file line of the body's first line.
  public let bodyFirstLine: Int

  /// Creates a lesson text, parsing `body` (which starts at `bodyFirstLine` of `file`).
  public init(title: String, summary: String, body: String, file: URL, bodyFirstLine: Int) {
    self.title = title
    self.summary = summary
    self.body = body
    self.file = file
    self.bodyFirstLine = bodyFirstLine
    self.document = MarkdownParser.parse(body, firstLine: bodyFirstLine)
  }

  /// The body as `face` reads it: the other face's sections and the markers left out
  /// (``FaceText``).
  public func body(for face: Face) -> String {
    FaceText.select(body, for: face)
  }

  /// The parsed body as `face` reads it (its line numbers are the file's only up to the first
  /// face section).
  public func document(for face: Face) -> MarkdownNode {
    body.contains("<!--")
      ? MarkdownParser.parse(body(for: face), firstLine: bodyFirstLine) : document
  }

  /// The runnable examples of the body, numbered 1…N.
  public var examples: [CodeExample] {
    CodeExample.examples(in: document)
  }

  /// The blocks `validate` compiles, with their claims.
  public var blocks: LessonBlocks { LessonBlocks(document) }
}
