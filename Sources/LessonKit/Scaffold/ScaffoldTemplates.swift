import TutorSupport

/// The text of scaffolded files.
///
/// Every spot the author must write holds ``Placeholders/marker``, which `validate` reports as
/// an error until it is gone; the code around the markers already compiles, passes (solution)
/// and fails (starter).
enum ScaffoldTemplates {
  private static let todo = Placeholders.marker

  /// `lesson.md` or `lesson.zh-Hans.md` of a new lesson: the catalog's
  /// `lesson.scaffold.lesson-file` (only the English file lists `exercises:`).
  static func lesson(id: String, language: Language) -> String {
    Catalog.text("lesson.scaffold.lesson-file", language, ["id": id, "todo": todo])
  }

  /// `exercise.yaml` of a new exercise.
  static func manifest(id: String, kind: ExerciseKind) -> String {
    """
    # \(todo): set uses, forbid, require, difficulty (Lessons/README.md); delete this line.
    id: \(id)
    kind: \(kind.rawValue)
    uses: []
    difficulty: 1

    """
  }

  /// `task.md` or `task.zh-Hans.md` of a new exercise: the catalog's
  /// `lesson.scaffold.task-file` around the kind's example.
  static func task(kind: ExerciseKind, language: Language) -> String {
    let code = kind.descriptor.scaffoldExample(language)
    return Catalog.text("lesson.scaffold.task-file", language, ["todo": todo, "code": code])
  }

  /// The Swift files of a new exercise, by file name: the kind's.
  static func code(kind: ExerciseKind) -> [(String, String)] {
    kind.descriptor.scaffoldFiles(todo: todo).map { ($0.name, $0.text) }
  }
}
