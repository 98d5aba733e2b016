import ArgumentParser
import Foundation
import Grading
import LessonKit
import TutorSupport

extension GradeCommand {
  /// What `directory` holds: one student's folder when `<exercise-id>.swift` files are at its
  /// top (always for the one-student formats, `classroom` and `markdown`), else a class's
  /// folders. A folder that holds nothing to grade is a usage error that says what `grade`
  /// expects, then every file it did not grade and why (in `language`) — unless an assignment
  /// or a roster says who and what is missing.
  func scan(
    _ course: Course, _ assigned: Assignment?, _ language: Language, rostered: Bool
  ) throws -> ClassFolder {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw TutorError.usage(Message("cli.not-submissions-folder", ["path": directory]))
    }
    let url = URL(fileURLWithPath: directory)
    let student = StudentName.shown(url.standardizedFileURL.lastPathComponent)
    let shape = ClassFolder.shape(of: url, course: course)
    let oneStudent = grading.format.isOneStudents || shape.isOneStudent
    if grading.format.isOneStudents, shape.isClass {
      // A class given to a one-student report would be graded as one student named after the
      // class folder, with every exercise missing.
      let folders = shape.students.map { VisibleText.line($0) + "/" }
      throw TutorError.usage(
        Message(
          "cli.grade.class-for-one",
          [
            "path": directory, "format": grading.format.rawValue,
            "folders": folders.joined(separator: ", "),
          ]))
    }
    if oneStudent, !grading.format.isOneStudents {
      Console.studentNotice(
        Message("cli.grade.one-student", ["path": directory, "student": student]), language)
    }
    let folder: ClassFolder
    do {
      folder =
        oneStudent
        ? try ClassFolder.one(url, student: student, course: course, assignment: assigned)
        : try ClassFolder.scan(url, course: course, assignment: assigned)
    } catch {
      throw TutorError.usage(.detail(String(describing: error)))
    }
    // With an assignment, a class that handed nothing in still has marks: all `missing` (and
    // a class with no student folder yet, at the start of term, an empty report).
    guard folder.submissions.isEmpty, assigned == nil, !rostered else { return folder }
    let nothing = Message("cli.grade.nothing", ["path": directory])
    guard !folder.ignored.isEmpty else { throw TutorError.usage(nothing) }
    // Files that are there but not graded (an unknown exercise: another course?) say why.
    let lines = folder.ignored.map { "  " + $0.text(language) }
    throw TutorError.usage(.detail(([nothing.text(language)] + lines).joined(separator: "\n")))
  }
}
