public import Foundation
import TutorSupport

extension Scaffold {
  /// Creates `exercises/<id>/` in the lesson `lessonQuery` names (id, folder or number): the
  /// settings, the task in every language, starter, solution and (for `kind: checks`) checks,
  /// and appends the id to the lesson's `exercises:` when it has that list.
  @discardableResult
  public static func newExercise(
    _ id: String, kind: ExerciseKind = .checks, lesson lessonQuery: String, course root: URL
  ) throws(ScaffoldError) -> ScaffoldResult {
    try ScaffoldFiles.checkID(id, what: "exercise id")
    let course = try load(root)
    guard let lesson = course.lesson(id: lessonQuery) else {
      let guess = course.lessonSuggestion(for: lessonQuery).map { " (did you mean '\($0)'?)" }
      throw ScaffoldError("no lesson '\(lessonQuery)' in \(course.root.path)\(guess ?? "")")
    }
    if let (_, owner) = course.exercise(id: id) {
      throw ScaffoldError(
        "the exercise id '\(id)' is taken by lesson '\(owner.id)'; ids are unique across the"
          + " course")
    }
    let folder = lesson.folder.appendingPathComponent("exercises/\(id)", isDirectory: true)
    let lessonFile = lesson.text(.en).file
    let listing = try listed(id, in: lessonFile)
    var files = [("exercise.yaml", ScaffoldTemplates.manifest(id: id, kind: kind))]
    files += Language.allCases.map {
      ($0.markdownFileName("task"), ScaffoldTemplates.task(kind: kind, language: $0))
    }
    files += ScaffoldTemplates.code(kind: kind)
    var result = ScaffoldResult(folder: folder)
    try ScaffoldFiles.write(files, into: folder, result: &result)
    if let text = listing.text { try ScaffoldFiles.rewrite(lessonFile, with: text) }
    result.notes.append(listing.note)
    return result
  }

  /// The lesson file with `id` appended to its front matter's `exercises:` (nil text: leave the
  /// file alone) and a note saying what happened.
  private static func listed(_ id: String, in file: URL) throws(ScaffoldError)
    -> (text: String?, note: String)
  {
    var log = ProblemLog()
    guard let text = SourceText.read(file, log: &log) else {
      throw ScaffoldError(log.problems.first?.description ?? "cannot read \(file.path)")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let name = file.lastPathComponent
    guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") else {
      return (nil, "\(name) has no front matter to list the exercise in")
    }
    switch YAMLListEditor.append(id, to: "exercises", in: lines, within: 1..<end) {
    case .appended(let edited):
      return (edited.joined(separator: "\n"), "added \(id) to \(name)'s `exercises:`")
    case .noKey:
      return (nil, "\(name) has no `exercises:` list, so exercises go in folder-name order")
    case .unsupported:
      return (nil, "add \(id) to the `exercises:` list of \(name) yourself")
    }
  }
}
