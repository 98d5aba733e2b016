import Foundation

/// The lesson and exercise ids seen so far in a course, to report duplicates
/// where the second one is declared.
struct IDRegistry {
  let root: URL
  private var lessons: [String: URL] = [:]
  private var exercises: [String: URL] = [:]

  init(root: URL) {
    self.root = root
  }

  /// Registers a lesson id; false (and an error at `line` of `file`) when it is taken.
  mutating func claimLesson(_ id: String, file: URL, line: Int, log: inout ProblemLog) -> Bool {
    if let first = lessons[id] {
      log.error(
        file, line: line,
        "the lesson id '\(id)' is already used by \(relative(first)); lesson ids must be unique,"
          + " so this lesson is skipped")
      return false
    }
    lessons[id] = file
    return true
  }

  /// Registers an exercise id; false (and an error at `line` of `file`) when it is taken.
  mutating func claimExercise(_ id: String, file: URL, line: Int, log: inout ProblemLog) -> Bool {
    if let first = exercises[id] {
      log.error(
        file, line: line,
        "the exercise id '\(id)' is already used by \(relative(first)); exercise ids must be"
          + " unique across the course, so this exercise is skipped")
      return false
    }
    exercises[id] = file
    return true
  }

  private func relative(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let prefix = root.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
