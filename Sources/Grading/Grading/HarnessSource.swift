/// The generated `main.swift` of a graded program: the student's file verbatim
/// behind a `#sourceLocation` directive, so diagnostics, `#line` and crash
/// messages all name the student's own file and lines.
///
/// Line 1 imports the sample modules (so the student needs no imports) and prepares the
/// harness (line-buffered output, the grader's arguments) before any student code runs; for
/// checks, the probes run after the student's top-level code.
package enum HarnessSource {
  /// The file name the generated source is compiled as.
  package static let mainFile = "main.swift"

  /// The source for a `checks` exercise.
  package static func checks(student: String, fileName: String, imports: [String]) -> String {
    let importLine = (imports + ["TutorChecks"]).map { "import \($0)" }.joined(separator: "; ")
    return """
      \(importLine); TutorChecks.ProbeRun.prepare()
      #sourceLocation(file: "\(escaped(fileName))", line: 1)
      \(student)
      #sourceLocation()
      TutorChecks.ProbeRun.run(checks)

      """
  }

  /// The source for an `output` exercise or a plain run.
  package static func program(student: String, fileName: String, imports: [String]) -> String {
    let importLine = (imports + ["TutorChecks"]).map { "import \($0)" }.joined(separator: "; ")
    return """
      \(importLine); TutorChecks.ProbeRun.prepare()
      #sourceLocation(file: "\(escaped(fileName))", line: 1)
      \(student)

      """
  }

  /// A file name safe inside a string literal.
  static func escaped(_ name: String) -> String {
    String(name.unicodeScalars.filter { $0 != "\"" && $0 != "\\" && $0.value >= 0x20 })
  }
}
