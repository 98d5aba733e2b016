public import Foundation
import Grading
public import LessonKit
import Reports

/// A classroom's files in `grade`'s layout — `<student>/<exercise-id>.swift`, the student
/// named by the name they gave (made safe for a folder) or else their id — so that `grade`
/// marks a classroom as it marks a CI folder. Used by `serve`'s download and by
/// `swift-tutor classroom export DIR`; reads each student's state through their
/// ``LearnerSession`` and changes nothing.
public enum ClassroomExport {
  /// One file to export.
  public struct Entry: Sendable, Equatable {
    /// The student's folder.
    public var folder: String
    /// The file's name (`<exercise-id>.swift`).
    public var file: String
    /// Its text.
    public var source: String

    /// Its path in the export: `folder/file`, or `file` at the top (the map of students).
    public var path: String { folder.isEmpty ? file : folder + "/" + file }
  }

  /// The map of the export, at its top: `id,name,folder` for every student, files or none — a
  /// roster `grade --roster` reads as it is, so folders that drifted from names still meet
  /// their students. Its name starts with a dot, so `grade` passes it over.
  public static let mapFile = ".students.csv"

  /// The classroom's folder on this machine: every student's progress in a folder of their own.
  public static func folder(environment: [String: String]) -> URL {
    ProgressStore.defaultURL(environment: environment).deletingLastPathComponent()
      .appendingPathComponent("classroom")
  }

  /// The ids of the classroom's students on this machine (``LearnerSession/classroom(student:explicitLanguage:environment:)``):
  /// the folders of 32 hexadecimal digits in the classroom's state folder.
  public static func students(environment: [String: String]) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder(environment: environment).path))
      ?? []
    return names.filter { name in
      name.utf8.count == 32
        && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }.sorted()
  }

  /// The files of `students` (ids), each read through the session `learner` makes, for the
  /// exercises of `course` they opened.
  public static func entries(
    course: Course, students: [String], learner: (String) -> LearnerSession
  ) -> [Entry] {
    let sessions = students.map { ($0, learner($0)) }
    // A student who joined by the teacher's roster (`serve --roster`) is named by their id there,
    // as `grade --roster` names a folder; the others by the name they gave.
    let rostered = sessions.compactMap { id, session in
      session.progress.rosterID.map { (id, Self.safe($0) ?? id) }
    }
    let folders = folderNames(
      sessions.filter { $0.1.progress.rosterID == nil }.map { ($0.0, $0.1.progress.displayName) }
    ).merging(rostered) { $1 }
    var map = "id,name,folder\r\n"
    for (id, session) in sessions {
      let name = session.progress.displayName ?? ""
      let shown = session.progress.rosterID ?? id
      map +=
        [shown, name, folders[id] ?? id].map(CSVReporter.field).joined(separator: ",") + "\r\n"
    }
    var entries = [Entry(folder: "", file: mapFile, source: map)]
    for (id, session) in sessions {
      for lesson in course.lessons {
        for exercise in lesson.exercises {
          let url = session.workspace.file(for: exercise, in: lesson)
          guard let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
          entries.append(
            Entry(folder: folders[id] ?? id, file: exercise.id + ".swift", source: source))
        }
      }
    }
    return entries
  }

  /// A folder name for each student: their name with anything but letters, digits, `-`, `_`
  /// and `.` made `_`, no leading dot, at most 40 bytes; their id when they gave none; a name
  /// that looks like another's (``LearnerSession/lookAlikeKey(_:)``: case, marks, compatibility
  /// forms) gets the id's first 8 characters after it.
  public static func folderNames(_ students: [(id: String, name: String?)]) -> [String: String] {
    let safe = students.map { ($0.id, $0.name.flatMap(Self.safe) ?? $0.id) }
    // Names equal but for case are one folder on a disk that ignores case (macOS, Windows), and
    // names that look alike are one student to a teacher: they count as the same name.
    let key = LearnerSession.lookAlikeKey
    let counts = Dictionary(grouping: safe) { key($0.1) }.mapValues(\.count)
    var names: [String: String] = [:]
    for (id, name) in safe {
      let shared = (counts[key(name)] ?? 0) > 1
      names[id] = shared && name != id ? name + "-" + id.prefix(8) : name
    }
    return names
  }

  private static func safe(_ name: String) -> String? {
    var kept = ""
    for character in name {
      let ok = character.isLetter || character.isNumber || "-_.".contains(character)
      let next = ok ? String(character) : "_"
      guard kept.utf8.count + next.utf8.count <= 40 else { break }
      kept += next
    }
    while kept.hasPrefix(".") { kept.removeFirst() }
    return kept.isEmpty ? nil : kept
  }

  /// Writes `entries` under `folder` (made when missing).
  public static func write(_ entries: [Entry], to folder: URL) throws {
    for entry in entries {
      let file = folder.appendingPathComponent(entry.path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(entry.source.utf8).write(to: file)
    }
  }
}
