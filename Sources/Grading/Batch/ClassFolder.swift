public import Foundation
public import LessonKit
import SwiftToolchain
import TutorSupport

/// What `grade DIR` finds in `DIR/<student>/<exercise-id>.swift`: the submissions to grade (with
/// a `missing` one for each assigned exercise a student did not hand in) and every other file,
/// with why it is not graded.
public struct ClassFolder: Sendable {
  /// The submissions, sorted by student then exercise.
  public var submissions: [Submission]
  /// The files not graded, sorted by path.
  public var ignored: [IgnoredFile]
  /// With a roster (``applying(_:assignment:)``), the students of folders on no roster line.
  public var unlisted: Set<String> = []

  /// Scans `folder` for `course`'s exercises (only `assignment`'s, when there is one).
  ///
  /// Top-level names that start with a dot (`.git`, `.github`) are the repository's, not a
  /// student's, and are passed over without a word. A `.swift` entry that is not a regular file
  /// is still a submission: reading it says why it cannot be graded, in the student's verdict.
  public static func scan(_ folder: URL, course: Course, assignment: Assignment?) throws
    -> ClassFolder
  {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw EvaluatorError.badInput(path: folder.path, reason: "not a folder of submissions")
    }
    var scan = ClassFolder(submissions: [], ignored: [])
    let names = try manager.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
    let clashes = StudentName.clashes(
      names.filter { kind(of: folder.appendingPathComponent($0)) == .folder })
    for name in names {
      let entry = folder.appendingPathComponent(name)
      switch kind(of: entry) {
      case .folder:
        // Folders a report cannot key apart: each is named, none graded under the name.
        if let clash = clashes.first(where: {
          $0.folder.unicodeScalars.elementsEqual(name.unicodeScalars)
        }) {
          scan.ignored.append(
            IgnoredFile(
              path: StudentName.spelled(name) + "/", reason: .sameName,
              other: clash.others.map { StudentName.spelled($0) + "/" }.joined(separator: ", ")))
          continue
        }
      case .file:
        scan.ignored.append(IgnoredFile(path: name, reason: .noStudent))
        continue
      case .other:
        scan.ignored.append(IgnoredFile(path: name, reason: .notRegular))
        continue
      }
      scan.add(
        student: StudentName.shown(name), folder: entry, course: course, assignment: assignment)
    }
    scan.submissions.sort { ($0.student, $0.exercise) < ($1.student, $1.exercise) }
    scan.ignored.sort { $0.path < $1.path }
    return scan
  }

  /// One student's work, `folder/<exercise-id>.swift` (a GitHub Classroom repository's), graded
  /// as the student `student`: every other file is listed, with why.
  public static func one(_ folder: URL, student: String, course: Course, assignment: Assignment?)
    throws -> ClassFolder
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw EvaluatorError.badInput(path: folder.path, reason: "not a folder of exercise files")
    }
    var scan = ClassFolder(submissions: [], ignored: [])
    scan.add(student: student, folder: folder, course: course, assignment: assignment)
    scan.submissions.sort { $0.exercise < $1.exercise }
    // A repository's own files (`.git`, `.github`) are passed over, as at a class's top.
    scan.ignored = scan.ignored.filter { $0.reason != .hidden }.sorted { $0.path < $1.path }
    return scan
  }

  private mutating func add(
    student: String, folder: URL, course: Course, assignment: Assignment?
  ) {
    // A student may make their own folder unreadable: that is their error, not the class's.
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      let why =
        FileManager.default.isReadableFile(atPath: folder.path)
        ? Message("judge.file.cannot-list") : .permissionDenied
      submissions.append(Submission(student: student, exercise: "", file: folder, unlisted: why))
      return
    }
    var handedIn: Set<String> = []
    for name in names where !Self.repositoryFiles.contains(name) {
      let path = student + "/" + name
      let entry = folder.appendingPathComponent(name)
      if let reason = Self.reason(toIgnore: name, entry, course: course, assignment: assignment) {
        ignored.append(IgnoredFile(path: path, reason: reason))
        continue
      }
      let exercise = String(name.dropLast(".swift".count))
      handedIn.insert(exercise)
      submissions.append(Submission(student: student, exercise: exercise, file: entry))
    }
    for id in assignment?.ids ?? [] where !handedIn.contains(id) {
      submissions.append(
        Submission(
          student: student, exercise: id, file: folder.appendingPathComponent(id + ".swift"),
          handedIn: false))
    }
  }

  /// A repository's own files in a student's folder (a GitHub Classroom download holds a clone
  /// of each student's repository, made from the teacher's template): passed over without a
  /// word, or a class of 40 lists 120 lines of them.
  static let repositoryFiles: Set<String> = [
    ".git", ".github", ".gitignore", ".gitattributes", ".gitkeep", ".DS_Store", "README.md",
  ]

  /// Why `name` in a student's folder is not graded; nil for a submission.
  private static func reason(
    toIgnore name: String, _ entry: URL, course: Course, assignment: Assignment?
  ) -> IgnoredFile.Reason? {
    if name.hasPrefix(".") { return .hidden }
    guard name.hasSuffix(".swift") else {
      return kind(of: entry) == .file ? .notSwift : .notRegular
    }
    let exercise = String(name.dropLast(".swift".count))
    guard course.exercise(id: exercise) != nil else { return .unknownExercise }
    if let assignment, assignment.points(of: exercise) == nil { return .notAssigned }
    return nil
  }

  private enum Kind { case file, folder, other }

  /// What `entry` itself is, links not followed.
  private static func kind(of entry: URL) -> Kind {
    var info = stat()
    guard lstat(entry.path, &info) == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }
}
