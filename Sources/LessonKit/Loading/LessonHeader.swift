import Foundation
import Yams

/// A lesson file's front matter, checked, plus where its body starts.
struct LessonHeader {
  static let keys = ["id", "title", "summary", "exercises"]

  let id: String
  /// The file line of `id:`.
  let idLine: Int
  let title: String
  let summary: String
  /// `exercises:` with the file line of each entry; nil when absent.
  let exerciseOrder: [(word: String, line: Int)]?
  let body: String
  let bodyFirstLine: Int

  /// Reads `file` (a `lesson*.md`); nil with problems logged when the front
  /// matter is missing, unclosed, invalid YAML or lacks a required key.
  static func read(_ file: URL, suggestedID: String, log: inout ProblemLog) -> LessonHeader? {
    let errorsBefore = log.errorCount
    guard let text = SourceText.read(file, log: &log),
      let split = FrontMatter.split(text, file: file, log: &log),
      let yaml = YAMLMapping.parse(
        split.yaml, file: file, lineOffset: split.yamlLineOffset, log: &log)
    else { return nil }
    yaml.reportUnknownKeys(allowed: keys, in: "the front matter", severity: .warning, log: &log)
    let closingLine = split.bodyFirstLine - 1
    let id = required("id", yaml, closingLine, "a short unique name such as `\(suggestedID)`", &log)
    let title = required("title", yaml, closingLine, "the lesson's title", &log)
    let summary = required(
      "summary", yaml, closingLine, "one sentence saying what it teaches", &log)
    let order = yaml.words("exercises", log: &log)
    guard log.errorCount == errorsBefore, let id, let title, let summary else { return nil }
    return LessonHeader(
      id: id, idLine: yaml["id"]?.line ?? 2, title: title, summary: summary, exerciseOrder: order,
      body: split.body,
      bodyFirstLine: split.bodyFirstLine)
  }

  /// A required text key; logs its absence at the closing fence, where it can be added.
  private static func required(
    _ key: String, _ yaml: YAMLMapping, _ closingLine: Int, _ what: String,
    _ log: inout ProblemLog
  ) -> String? {
    let value = yaml.text(key, log: &log)
    if value == nil && (yaml[key] == nil || yaml[key]?.value.scalar != nil) {
      log.error(
        yaml.file, line: yaml[key]?.line ?? closingLine,
        "the front matter has no `\(key)`; add `\(key): …` with \(what)")
    }
    return value
  }
}
