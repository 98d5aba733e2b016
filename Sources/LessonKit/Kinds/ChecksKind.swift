public import TutorSupport

/// `kind: checks`: the student's file is compiled with `checks.swift`, whose probes observe it
/// and the solution with the same seed; each named check passes or fails. Judged by
/// `ChecksJudge` (Grading); `validate` runs the reference and sweeps the wrong answers.
public struct ChecksKind: ExerciseKindDescriptor {
  /// The descriptor (the registry holds it).
  public init() {}

  public let name = "checks"
  public let gradedBy = "graded by checks.swift"
  public let files = [
    JudgedFile("checks.swift", required: true, purpose: "exercises are graded by the checks in it")
  ]

  public func scaffoldExample(_ language: Language) -> String {
    "```swift norun\nfunc answer() -> Int\n```\n\n"
      + Catalog.text("lesson.scaffold.checks-example", language)
  }

  public func scaffoldFiles(todo: String) -> [(name: String, text: String)] {
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
    let checks = """
      import TutorChecks

      // \(todo): probes that call the student's code and observe what it does; the grader
      // compares their observations with the solution's. Name each check with what it expects.
      let checks = Checks {
        check("answer() is 42", zh: "answer() 返回 42") {
          observe(answer(), "answer()")
        }
      }

      """
    return [("starter.swift", starter), ("solution.swift", solution), ("checks.swift", checks)]
  }
}
