/// The generated `main.swift` of a graded program: the student's file verbatim
/// behind a `#sourceLocation` directive, so diagnostics, `#line` and crash
/// messages all name the student's own file and lines.
///
/// Line 1 imports the sample modules (so the student needs no imports) and,
/// for checks, arms the harness before any student code runs; the checks run
/// after the student's top-level code.
enum HarnessSource {
  /// The file name the generated source is compiled as.
  static let mainFile = "main.swift"

  /// The source for a `checks` exercise.
  static func checks(student: String, fileName: String, imports: [String]) -> String {
    let importLine = (imports + ["TutorChecks"]).map { "import \($0)" }.joined(separator: "; ")
    return """
      \(importLine); TutorChecks.Harness.arm(checks)
      #sourceLocation(file: "\(escaped(fileName))", line: 1)
      \(student)
      #sourceLocation()
      TutorChecks.Harness.runArmedChecks()

      """
  }

  /// The source for an `output` exercise or a plain run.
  static func program(student: String, fileName: String, imports: [String]) -> String {
    let importLine = imports.map { "import \($0)" }.joined(separator: "; ")
    return """
      \(importLine)
      #sourceLocation(file: "\(escaped(fileName))", line: 1)
      \(student)

      """
  }

  /// A file name safe inside a string literal.
  static func escaped(_ name: String) -> String {
    String(name.unicodeScalars.filter { $0 != "\"" && $0 != "\\" && $0.value >= 0x20 })
  }
}
