import Foundation
public import LessonKit

extension ClassFolder {
  /// This class as `roster` names it: each folder a roster student's is theirs, keyed by their
  /// roster id (a folder's name may drift from the id: `Maria_O_Neil`, a Classroom download's
  /// `week-1-maria`). When several folders match one student, the surest match
  /// (``Roster/match(forFolder:)``) is theirs and the others are listed as not graded; two
  /// equally sure — two folders a chosen name could make — are neither: both are graded under
  /// their own names (``unlisted``), and the roster's `folder` column settles it. With an
  /// `assignment`, every roster student without a folder is `missing` each exercise. Folders on
  /// no roster line are graded under their own names (``unlisted`` says which).
  public func applying(_ roster: Roster, assignment: Assignment?) -> ClassFolder {
    var result = ClassFolder(submissions: [], ignored: ignored)
    // Each student's surest folders: a folder a classmate's chosen name made never takes the
    // roster line from a surer one, nor from one as sure.
    var best: [String: (strength: Int, folders: Set<String>)] = [:]
    for submission in submissions {
      guard let (student, strength) = roster.match(forFolder: submission.folderName) else {
        continue
      }
      if let known = best[student.id], known.strength <= strength {
        if known.strength == strength { best[student.id]?.folders.insert(submission.folderName) }
      } else {
        best[student.id] = (strength, [submission.folderName])
      }
    }
    var owners: [String: String] = [:]  // roster id → the folder that is theirs
    for submission in submissions {
      let folder = submission.folderName
      let matched = roster.match(forFolder: folder)?.student
      let claims = matched.flatMap { best[$0.id]?.folders }
      guard let student = matched, let claims, claims.count == 1 || !claims.contains(folder)
      else {
        result.submissions.append(submission)
        result.unlisted.insert(submission.student)
        continue
      }
      if let owner = owners[student.id] ?? claims.first, owner != folder {
        if !result.ignored.contains(where: { $0.path == folder + "/" }) {
          result.ignored.append(
            IgnoredFile(path: folder + "/", reason: .sameStudent, other: owner + "/"))
        }
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
        var nothing = Submission(
          student: student.id, exercise: id,
          file: URL(fileURLWithPath: "/nonexistent/\(student.id)/\(id).swift"), handedIn: false)
        nothing.noFolder = true
        result.submissions.append(nothing)
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

  /// The file as a report names it: in the student's folder on disk, which a roster may name
  /// otherwise (`week-1-maria-o/team-score.swift` for `maria`).
  var shownFile: String { folderName + "/" + exercise + ".swift" }
}
