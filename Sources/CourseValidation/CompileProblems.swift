import Diagnostics
import Foundation
import Grading
import LessonKit
import TutorSupport

/// A failed compile as `validate` reports it: one problem per distinct error, at the course file
/// and line it is in (`checks.swift`, the solution, the starter — whatever name it was compiled
/// under), never at a scratch folder's path.
enum CompileProblems {
  /// Where and in which words one error is reported.
  struct Place {
    /// The course file.
    var file: URL
    /// Its line, when the error is in that file.
    var line: Int?
    /// The sentence, in the teacher's words.
    var message: Message
  }

  /// The errors of `failure`, each placed and worded by `place`; a compile that failed without
  /// an error the parser reads (its time ran out, or it said something else) is one problem,
  /// placed from an error without a file that carries the whole message.
  static func problems(
    _ failure: ProgramBuilder.CompileFailure, language: Language,
    place: (Diagnostic) -> Place
  ) -> [LessonProblem] {
    var errors = failure.diagnostics.filter { $0.severity == .error }
    if errors.isEmpty {
      errors = [
        Diagnostic(
          severity: .error, file: "", line: 0, column: 0, message: failure.message(language))
      ]
    }
    var seen = Set<String>()
    return errors.compactMap { error in
      guard seen.insert("\(error.file):\(error.line):\(error.message)").inserted else {
        return nil
      }
      let placed = place(error)
      return LessonProblem(
        .error, file: placed.file, line: placed.line, placed.message.text(language))
    }
  }

  /// The line of `fileName` that `text` names first (`starter.swift:3` in a compiler's or a
  /// crash's words), if any.
  static func line(of fileName: String, in text: String) -> Int? {
    var rest = text[...]
    while let range = rest.range(of: fileName + ":") {
      let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      if let line = Int(digits), before.map({ !$0.isLetter && $0 != "-" && $0 != "_" }) ?? true {
        return line
      }
      rest = rest[range.upperBound...]
    }
    return nil
  }
}

extension ProgramBuilder.CompileFailure {
  /// This failure without the diagnostics in `file`.
  func leaving(out file: String) -> Self {
    Self(
      diagnostics: diagnostics.filter { $0.file != file }, studentFile: studentFile,
      studentSource: studentSource, checksSource: checksSource, rawOutput: rawOutput,
      timedOut: timedOut)
  }
}
