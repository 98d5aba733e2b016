import Foundation
import LessonKit

/// Whether a submission is its exercise's starter as it was handed out: a GitHub Classroom
/// repository's first commit, or a class folder made from the template, holds every starter
/// untouched. Graded, a starter can pass a check or two (its stubs return something) and earn
/// points for work nobody did, so `grade` counts it as not handed in.
///
/// Two texts are the same starter when they differ only in line endings, spaces at the ends of
/// lines and blank lines at the end (what an editor or a checkout changes on save). Any other
/// change, even one character in a comment, is the student's: it is graded.
enum UntouchedStarter {
  /// Whether `source` is one of `exercise`'s starters (English or a translation), unchanged.
  static func matches(_ source: String, of exercise: Exercise) -> Bool {
    let shown = normalized(source)
    let starters = [exercise.files.starter] + exercise.files.translatedStarters.values
    return starters.contains { file in
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
      return normalized(text) == shown
    }
  }

  /// `text` with its line endings, trailing spaces and final blank lines made alike.
  static func normalized(_ text: String) -> [Substring] {
    let blank: Set<Character> = [" ", "\t", "\r"]
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map { line in line.dropLast(line.reversed().prefix { blank.contains($0) }.count) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
