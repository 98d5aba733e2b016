import Foundation
import Learner
import LessonKit
import TutorSupport

/// Which exercise `check` grades and which file.
///
/// `check EXERCISE FILE` as given. With one argument: `check team-score.swift` grades a file
/// named after its exercise (the way the workspace and a class's folders name them), and
/// `check team-score` grades the learner's own file of that exercise in the workspace (the one
/// the REPL's `:check` and the page grade), else `team-score.swift` in the current folder.
struct CheckTarget {
  /// The exercise id.
  let exercise: String
  /// The file to grade, as given or found.
  let file: String
  /// Whether the id was read from the file's name (an unknown id is then the file's name).
  let namedByFile: Bool

  /// The target of `check FIRST [SECOND]`; the workspace is looked up only for `check EXERCISE`.
  static func resolve(_ first: String, _ second: String?, options: CommonOptions) throws
    -> CheckTarget
  {
    if let second { return CheckTarget(exercise: first, file: second, namedByFile: false) }
    if first.hasSuffix(".swift") {
      let name = URL(fileURLWithPath: first).deletingPathExtension().lastPathComponent
      return CheckTarget(exercise: name, file: first, namedByFile: true)
    }
    let context = try CourseContext.load(options)
    guard let (exercise, lesson) = context.course.exercise(id: first) else {
      throw CheckTarget(exercise: first, file: "", namedByFile: false).unknown
    }
    let own = try options.learner().workspace.file(for: exercise, in: lesson).path
    let here = first + ".swift"
    guard let file = [own, here].first(where: FileManager.default.fileExists(atPath:)) else {
      throw TutorError.usage(Message("cli.check-not-started", ["id": first, "path": own]))
    }
    return CheckTarget(exercise: first, file: file, namedByFile: false)
  }

  /// The error for an exercise id the course does not have.
  var unknown: TutorError {
    guard namedByFile else {
      return .usage(Message("cli.unknown-exercise", ["id": exercise]))
    }
    return .usage(Message("cli.check-file-not-named", ["id": exercise, "file": file]))
  }
}
