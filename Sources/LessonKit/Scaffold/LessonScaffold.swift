public import Foundation
import TutorSupport

/// `swift-tutor new lesson` and `new exercise`: new content with placeholders, never
/// overwriting a file, and listed where the course lists its content.
public enum Scaffold {
  /// Creates `NN-<slug>/` after the course's last numbered lesson folder, with `lesson.md` and
  /// `lesson.zh-Hans.md`, and appends the folder to `course.yaml`'s `lessons:` when there is one.
  @discardableResult
  public static func newLesson(_ slug: String, course root: URL) throws(ScaffoldError)
    -> ScaffoldResult
  {
    try ScaffoldFiles.checkID(slug, what: "lesson id")
    let course = try load(root)
    if let existing = course.lessons.first(where: { $0.id == slug }) {
      throw ScaffoldError("a lesson with the id '\(slug)' exists: \(existing.folder.path)")
    }
    let folders = SourceText.subfolders(of: course.root)
    if let taken = folders.first(where: { CourseOrder.slug(of: $0.lastPathComponent) == slug }) {
      throw ScaffoldError(
        "the folder \(taken.path) is already named for '\(slug)'; nothing was written (choose"
          + " another name, or remove the folder)")
    }
    let numbers = folders.compactMap { CourseOrder.number(of: $0.lastPathComponent) }
    let folderName = String(format: "%02d-%@", (numbers.max() ?? 0) + 1, slug)
    let folder = course.root.appendingPathComponent(folderName, isDirectory: true)
    let courseFile = course.root.appendingPathComponent("course.yaml")
    let listing = try listed(folderName, in: courseFile)
    var result = ScaffoldResult(folder: folder)
    let files = Language.allCases.map {
      ($0.markdownFileName("lesson"), ScaffoldTemplates.lesson(id: slug, language: $0))
    }
    try ScaffoldFiles.write(files, into: folder, result: &result)
    if let (text, note) = listing {
      if let text { try ScaffoldFiles.rewrite(courseFile, with: text) }
      result.notes.append(note)
    } else {
      result.notes.append(
        "the course has no course.yaml, so lessons go in folder-number order: \(folderName) is last"
      )
    }
    if (try? CourseLoader.load(from: course.root))?.lesson(id: slug) == nil {
      result.notes.append("the new lesson does not load yet: run `swift-tutor validate`")
    }
    return result
  }

  /// The course at `root`, or an error saying it cannot be read.
  static func load(_ root: URL) throws(ScaffoldError) -> Course {
    do {
      return try CourseLoader.load(from: root)
    } catch {
      throw ScaffoldError(error.description)
    }
  }

  /// `course.yaml` with `folderName` appended to `lessons:` (nil text: leave it alone) and a note
  /// saying what happened; nil when there is no `course.yaml`.
  private static func listed(_ folderName: String, in file: URL) throws(ScaffoldError)
    -> (text: String?, note: String)?
  {
    guard SourceText.fileExists(file) else { return nil }
    var log = ProblemLog()
    guard let text = SourceText.read(file, log: &log) else {
      throw ScaffoldError(log.problems.first?.description ?? "cannot read \(file.path)")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch YAMLListEditor.append(folderName, to: "lessons", in: lines, within: lines.indices) {
    case .appended(let edited):
      return (edited.joined(separator: "\n"), "added \(folderName) to course.yaml's `lessons:`")
    case .noKey:
      return (
        nil,
        "course.yaml has no `lessons:` list, so lessons go in folder-number order:"
          + " \(folderName) is last"
      )
    case .unsupported:
      return (nil, "add `- \(folderName)` to course.yaml's `lessons:` list yourself")
    }
  }
}
