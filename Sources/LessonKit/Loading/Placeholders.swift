import Foundation
import TutorSupport

/// The marker `swift-tutor new` leaves where the author still has to write something.
///
/// Every line holding ``marker`` in a lesson's or an exercise's files is an error at that line,
/// so a scaffolded lesson cannot pass `swift-tutor validate` until it is filled in. The
/// students' own `// TODO:` comments in starters are not markers.
public enum Placeholders {
  /// `TODO(author)`: write it, then the text that says what belongs there.
  public static let marker = "TODO(author)"

  /// Logs an error for every marker in the files of `lesson` and its exercises.
  static func report(in lesson: Lesson, log: inout ProblemLog) {
    for file in files(of: lesson) {
      for (line, what) in markers(in: file) {
        log.error(
          file, line: line,
          "placeholder left by `swift-tutor new`: \(what) — write it and remove \(marker)")
      }
    }
  }

  /// The marked lines of `file` (1-based) with what each asks for; none when unreadable.
  static func markers(in file: URL) -> [(line: Int, what: String)] {
    guard let data = FileManager.default.contents(atPath: file.path),
      contains(data, marker)  // the common case: no marker at all
    else { return [] }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    var found: [(line: Int, what: String)] = []
    for (index, line) in lines.enumerated() {
      guard let range = line.range(of: marker) else { continue }
      let what = line[range.upperBound...].drop { ":：) ".contains($0) }
        .trimmingCharacters(in: CharacterSet(charactersIn: " \"'\r"))
      found.append((index + 1, what.isEmpty ? "fill this in" : what))
    }
    return found
  }

  /// A plain byte search: most files hold no marker and need no line scan.
  private static func contains(_ data: Data, _ text: String) -> Bool {
    let needle = Array(text.utf8)
    return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
      guard let first = needle.first, bytes.count >= needle.count else { return false }
      var index = 0
      while index <= bytes.count - needle.count {
        if bytes[index] == first,
          needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] })
        {
          return true
        }
        index += 1
      }
      return false
    }
  }

  /// The text files an author writes: lesson texts, exercise settings, tasks and code.
  private static func files(of lesson: Lesson) -> [URL] {
    var files = lesson.languages.map { lesson.text($0).file }
    for exercise in lesson.exercises {
      let set = exercise.files
      files += [set.manifest] + exercise.languages.map { exercise.task($0).file }
      files += [set.starter, set.solution] + set.judgedBy.sorted { $0.key < $1.key }.map(\.value)
      files += set.translatedStarters.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
    }
    return files
  }
}
