import LessonKit
import TutorREPL
import TutorSupport

/// Whose state a request works on. Alone at the machine (loopback, no token) it is the local
/// learner: the REPL's and the terminal commands' own state. In a classroom (`--token`) every
/// browser is a student of its own — a random id in a cookie, its progress and files in a
/// folder of their own — so one student can neither see nor change another's work.
actor LearnerDesks {
  private let course: Course
  private let makeLearner: @Sendable (String?) -> LearnerSession
  private let local: LearnerDesk
  private var students: [String: (desk: LearnerDesk, used: Int)] = [:]
  private var uses = 0

  /// Students whose desks stay in memory; past it the least recently used is dropped (its
  /// state is on disk, and a new desk reads it again).
  static let remembered = 1000

  /// Desks over the sessions `makeLearner` makes: nil for the local learner, else a student id.
  init(course: Course, makeLearner: @escaping @Sendable (String?) -> LearnerSession) {
    self.course = course
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
    let desk = LearnerDesk(course: course, makeLearner: { make(student) }, showsPaths: false)
    students[student] = (desk, uses)
    return desk
  }

  /// The language of `student` when their desk exists, else the local learner's: an error
  /// for a request the guard refuses never makes a desk.
  func language(of student: String?) async -> Language {
    if let student, let known = students[student] { return await known.desk.language }
    return await local.language
  }
}
