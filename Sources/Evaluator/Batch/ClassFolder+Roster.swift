import Foundation
import LessonKit

extension ClassFolder {
  /// This class as `roster` names it: each folder a roster student's is theirs, keyed by their
  /// roster id (a folder's name may drift from the id: `Maria_O_Neil`, a Classroom download's
  /// `week-1-maria`); a second folder of the same student is listed as not graded; with an
  /// `assignment`, every roster student without a folder is `missing` each exercise. Folders on
  /// no roster line are graded under their own names (``unlisted`` says which).
  public func applying(_ roster: Roster, assignment: Assignment?) -> ClassFolder {
    var result = ClassFolder(submissions: [], ignored: ignored)
    var owners: [String: String] = [:]  // roster id → the folder that is theirs
    for submission in submissions {
      let folder = submission.folderName
      guard let student = roster.student(forFolder: folder) else {
        result.submissions.append(submission)
        result.unlisted.insert(submission.student)
        continue
      }
      if let owner = owners[student.id], owner != folder {
        if !result.ignored.contains(where: { $0.path == folder + "/" }) {
          result.ignored.append(
            IgnoredFile(path: folder + "/", reason: .sameStudent, other: owner + "/"))
        }
        continue
      }
      owners[student.id] = folder
      var renamed = submission
      renamed.student = student.id
      result.submissions.append(renamed)
    }
    for student in roster.students where owners[student.id] == nil {
      for id in assignment?.ids ?? [] {
        result.submissions.append(
          Submission(
            student: student.id, exercise: id,
            file: URL(fileURLWithPath: "/nonexistent/\(student.id)/\(id).swift"), handedIn: false))
      }
    }
    result.submissions.sort { ($0.student, $0.exercise) < ($1.student, $1.exercise) }
    result.ignored.sort { $0.path < $1.path }
    return result
  }
}

extension Submission {
  /// The name of the student's folder on disk (the parent of the file; the folder itself for
  /// one that could not be listed).
  var folderName: String {
    unlisted != nil ? file.lastPathComponent : file.deletingLastPathComponent().lastPathComponent
  }
}
