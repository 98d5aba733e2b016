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
  /// `lesson.scaffold.task-file` around an example of the kind.
  static func task(kind: ExerciseKind, language: Language) -> String {
    let code =
      kind == .checks
      ? "```swift norun\nfunc answer() -> Int\n```\n\n"
        + Catalog.text("lesson.scaffold.checks-example", language)
      : Catalog.text("lesson.scaffold.output-example", language)
    return Catalog.text("lesson.scaffold.task-file", language, ["todo": todo, "code": code])
  }

  /// The Swift files of a new exercise, by file name.
  static func code(kind: ExerciseKind) -> [(String, String)] {
    switch kind {
    case .checks:
      let starter = """
        // \(todo): what the student starts from: it compiles, and fails the checks.
        func answer() -> Int {
          0
        }

        """
      let solution = """
        // \(todo): a model answer that passes every check.
        func answer() -> Int {
          42
        }

        """
      return [("starter.swift", starter), ("solution.swift", solution), ("checks.swift", checks)]
    case .output:
      let starter = """
        // \(todo): what the student starts from: it compiles, and prints something else.

        """
      let solution = """
        // \(todo): a model answer; what it prints is the expected output.
        print("Hello, playground!")

        """
      return [("starter.swift", starter), ("solution.swift", solution)]
    }
  }

  private static let checks = """
    import TutorChecks

    // \(todo): probes that call the student's code and observe what it does; the grader
    // compares their observations with the solution's. Name each check with what it expects.
    let checks = Checks {
      check("answer() is 42", zh: "answer() 返回 42") {
        observe(answer(), "answer()")
      }
    }

    """
}
