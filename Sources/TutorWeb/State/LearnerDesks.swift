import Foundation
import Grading
import HTTPTypes
import Learner
import LessonKit
import TutorSupport

/// Whose state a request works on. Alone at the machine it is the local learner: the REPL's
/// and the terminal commands' own state. In a classroom every browser that opened the link is
/// a student of its own — a random id in a cookie, its progress and files in folders of their
/// own, its files within a ``DiskQuota`` — so one student can neither see nor change another's
/// work nor fill the disk. A student exists once ``enroll()`` made their folder; an id the
/// server never made is nobody (``knows(_:)``), whatever cookie a client sends.
actor LearnerDesks {
  private let course: Course
  private let makeLearner: @Sendable (String?) -> LearnerSession
  private let quota: DiskQuota
  private let local: LearnerDesk
  /// The teacher's roster, when given: its students are the only students.
  let classList: ClassList?
  private var students: [String: (desk: LearnerDesk, used: Int)] = [:]
  private var uses = 0

  /// Students whose desks stay in memory; past it the least recently used is dropped (its
  /// state is on disk, and a new desk reads it again).
  static let remembered = 1000

  /// Desks over the sessions `makeLearner` makes: nil for the local learner, else a student id;
  /// each student's files within `quota`.
  init(
    course: Course, quota: DiskQuota, classList: ClassList? = nil,
    makeLearner: @escaping @Sendable (String?) -> LearnerSession
  ) {
    self.classList = classList
    self.course = course
    self.quota = quota
    self.makeLearner = makeLearner
    local = LearnerDesk(course: course, makeLearner: { makeLearner(nil) }, showsPaths: true)
  }

  /// The desk of `student` (nil: the local learner), made on first use.
  func desk(for student: String?) -> LearnerDesk {
    guard let student else { return local }
    uses += 1
    if let known = students[student] {
      students[student] = (known.desk, uses)
      return known.desk
    }
    if students.count >= Self.remembered,
      let oldest = students.min(by: { $0.value.used < $1.value.used })
    {
      students[oldest.key] = nil
    }
    let make = makeLearner
    // A student sees paths inside their own folder only: the id in the full path is all that
    // keeps one student's work from another's.
    let desk = LearnerDesk(
      course: course, makeLearner: { make(student) }, showsPaths: false, quota: quota)
    students[student] = (desk, uses)
    return desk
  }

  /// Whether `student` is one the server made (now, or before it last started: their folder
  /// is there).
  func knows(_ student: String) -> Bool {
    // With a roster, a desk made before it (or by another roster) is nobody's.
    if let classList, classList.student(atDesk: student) == nil { return false }
    if students[student] != nil { return true }
    return folders(of: student).contains { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// Makes a new student (their state folder, readable by the server's user only) and returns
  /// their id.
  func enroll() throws -> String {
    let student = StudentCookie.newID()
    try FileManager.default.createDirectory(
      at: folders(of: student)[0], withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    return student
  }

  /// The desk of the roster student whose link carries `code` (made on their first visit,
  /// named as the roster names them), or nil when no roster student has that code.
  func join(code: String) throws -> (desk: String, name: String)? {
    guard let classList, let student = classList.student(withCode: code) else { return nil }
    let id = classList.desk(of: student)
    if !knows(id) {
      try FileManager.default.createDirectory(
        at: folders(of: id)[0], withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    let session = makeLearner(id)
    if session.progress.rosterID != student.id || session.progress.displayName == nil {
      if let problem = session.join(roster: student.id, name: student.name) {
        throw WebError(.internalServerError, problem)
      }
    }
    return (id, student.name ?? student.id)
  }

  /// Every student the server made, now or before it last started (their state folder is
  /// there), by id — with a roster, its students who came: the teacher's class.
  func roster() -> [String] {
    // The classroom's folder is the parent of any student's own.
    let any = String(repeating: "0", count: 32)
    let classroom = folders(of: any)[0].deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: classroom.path)) ?? []
    let made = names.filter(StudentCookie.isStudentID).sorted()
    guard let classList else { return made }
    return made.filter { classList.student(atDesk: $0) != nil }
  }

  /// The desk of `student` when the server made them, else nil (for the teacher's view: no
  /// desk is made for an id nobody was given).
  func existingDesk(for student: String) -> LearnerDesk? {
    guard StudentCookie.isStudentID(student), knows(student) else { return nil }
    return desk(for: student)
  }

  /// Every student's files in `grade`'s layout (``ClassroomExport``).
  func export() -> [ClassroomExport.Entry] {
    let make = makeLearner
    return ClassroomExport.entries(course: course, students: roster(), learner: { make($0) })
  }

  /// Where `student`'s progress and files are kept.
  private func folders(of student: String) -> [URL] {
    let learner = makeLearner(student)
    return [learner.store.url.deletingLastPathComponent(), learner.workspace.root]
  }

  /// The language of `student` when their desk exists, else the local learner's: an error
  /// for a request the guard refuses never makes a desk.
  func language(of student: String?) async -> Language {
    if let student, let known = students[student] { return await known.desk.language }
    return await local.language
  }
}
