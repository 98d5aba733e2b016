import Foundation
import TutorSupport
import Yams

/// `course.yaml`: the course title per language and the lesson folders in order.
///
/// Without the file (or without `lessons:`), the folders whose names start with a number and a dash
/// (`03-optionals`) are used, by number.
struct CourseOrder {
  static let keys = ["title", "lessons"]

  var titles: [Language: String] = [:]
  var folders: [URL] = []

  /// Reads the order for the course at `root`, logging what is wrong.
  static func read(root: URL, log: inout ProblemLog) -> CourseOrder {
    var order = CourseOrder()
    let numbered = SourceText.subfolders(of: root)
      .filter { number(of: $0.lastPathComponent) != nil }
      .sorted { (number(of: $0.lastPathComponent) ?? 0) < (number(of: $1.lastPathComponent) ?? 0) }
    let file = root.appendingPathComponent("course.yaml")
    guard SourceText.fileExists(file), let text = SourceText.read(file, log: &log),
      let yaml = YAMLMapping.parse(text, file: file, lineOffset: 0, log: &log)
    else {
      order.folders = numbered
      return order
    }
    yaml.reportUnknownKeys(allowed: keys, in: "course.yaml", severity: .error, log: &log)
    order.titles = readTitles(yaml, log: &log)
    guard let listed = yaml.words("lessons", log: &log) else {
      order.folders = numbered
      return order
    }
    for (name, line) in listed {
      let folder = root.appendingPathComponent(name)
      if order.folders.contains(folder) {
        log.error(file, line: line, "'\(name)' is listed twice in `lessons`; remove one")
      } else if SourceText.subfolders(of: root).contains(folder) {
        order.folders.append(folder)
      } else {
        let guess = Suggestion.didYouMean(name, among: numbered.map(\.lastPathComponent))
        log.error(
          file, line: line,
          "`lessons` names '\(name)', but there is no folder \(name) next to course.yaml;"
            + " create it or fix the name\(guess)")
      }
    }
    for folder in numbered where !order.folders.contains(folder) {
      log.warning(
        folder,
        "the lesson folder '\(folder.lastPathComponent)' is not listed in course.yaml's `lessons`"
          + " and is skipped; add it to the list")
    }
    return order
  }

  private static func readTitles(_ yaml: YAMLMapping, log: inout ProblemLog) -> [Language: String] {
    guard let entry = yaml["title"] else { return [:] }
    if entry.value.scalar != nil { return yaml.text("title", log: &log).map { [.en: $0] } ?? [:] }
    guard let mapping = entry.value.mapping else {
      log.error(yaml.file, line: entry.line, "`title` must be text or `{en: …, zh-Hans: …}`")
      return [:]
    }
    var titles: [Language: String] = [:]
    for (key, value) in mapping {
      let name = key.scalar?.string ?? ""
      if let language = Language(rawValue: name), let title = value.scalar?.string {
        titles[language] = title
      } else {
        log.warning(
          yaml.file, line: yaml.line(of: key) ?? entry.line,
          "unknown title language '\(name)'; use "
            + Language.allCases.map(\.rawValue).joined(separator: " or "))
      }
    }
    return titles
  }

  /// The number a folder name starts with (`03-optionals` → 3), if it has one.
  static func number(of folderName: String) -> Int? {
    let digits = folderName.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, folderName.dropFirst(digits.count).first == "-" else { return nil }
    return Int(digits)
  }

  /// The folder name without its number (`03-optionals` → `optionals`).
  static func slug(of folderName: String) -> String {
    guard number(of: folderName) != nil else { return folderName }
    return String(folderName.drop { $0.isASCII && $0.isNumber }.dropFirst())
  }
}
