import LessonKit
package import TutorSupport

/// The result of a `checks` grading: the student's and the reference's observations judged
/// check by check, with what the student's code printed.
package struct ChecksReport {
  let language: Language
  let source: ProbeSource

  /// The report of `source`'s checks, in `language`.
  package init(language: Language, source: ProbeSource) {
    self.language = language
    self.source = source
  }

  package func result(
    exercise: String, student: ProbeStream, reference: ProbeStream, outputLimit: Int
  ) -> GradeResult {
    let top = student.topLevelOutput
    let output = top.isEmpty ? nil : top.clipped(to: 500, language)
    let tests = Verdicts(language: language, source: source)
      .tests(student: student, reference: reference)
    if let failure = student.failure {
      // Every check is listed, none run, so the count is the exercise's whatever happened.
      // "(before the checks ran)" ends the crash's own line, above its tip.
      let lines = failure.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      let said =
        Message.beforeChecks(String(lines[0])).text(language)
        + (lines.count > 1 ? "\n" + lines[1] : "")
      var result = GradeResult(
        exercise: exercise, status: .error, message: said, tests: tests, output: output)
      result.hitTimeLimit = student.hitTimeLimit
      result.line = student.failureLine
      return result
    }
    var notes: [String] = []
    if student.droppedBytes > 0 {
      let cut = Message.outputCut(outputLimit >> 10, dropped: student.droppedBytes)
      notes.append(cut.text(language))
    }
    var result = GradeResult(
      exercise: exercise, status: GradeResult.status(of: tests),
      message: notes.isEmpty ? nil : notes.joined(separator: "\n"), tests: tests, output: output)
    result.hitTimeLimit = student.hitTimeLimit
    return result
  }
}
