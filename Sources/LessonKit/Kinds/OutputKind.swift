public import TutorSupport

/// `kind: output`: the student's program runs, and what it prints must equal
/// `expected-output.txt` (or, without it, what the solution prints), trailing whitespace aside.
/// Judged by `OutputJudge` (Grading); `validate` grades each wrong answer once.
public struct OutputKind: ExerciseKindDescriptor {
  /// The descriptor (the registry holds it).
  public init() {}

  public let name = "output"
  public let gradedBy = "graded by comparing what the program prints"
  public let files = [
    JudgedFile(
      "expected-output.txt", required: false,
      purpose: "what the program must print; without it, what the solution prints")
  ]

  public func scaffoldExample(_ language: Language) -> String {
    Catalog.text("lesson.scaffold.output-example", language)
  }

  public func scaffoldFiles(todo: String) -> [(name: String, text: String)] {
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
