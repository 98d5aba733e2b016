import LessonKit
import TutorREPL

/// Whose state a request works on. Alone at the machine (loopback, no token) it is the local
/// learner: the REPL's and the terminal commands' own state. In a classroom (`--token`) every
/// browser is a student of its own — a random id in a cookie, its progress and files in a
/// folder of their own — so one student can neither see nor change another's work.
actor LearnerDesks {
  private let course: Course
  private let makeLearner: @Sendable (String?) -> LearnerSession
  private let local: LearnerDesk
  private var students: [String: LearnerDesk] = [:]

  /// Desks over the sessions `makeLearner` makes: nil for the local learner, else a student id.
  init(course: Course, makeLearner: @escaping @Sendable (String?) -> LearnerSession) {
    self.course = course
    self.makeLearner = makeLearner
    local = LearnerDesk(course: course, makeLearner: { makeLearner(nil) })
  }

  /// The desk of `student` (nil: the local learner), made on first use.
  func desk(for student: String?) -> LearnerDesk {
    guard let student else { return local }
    if let desk = students[student] { return desk }
    let make = makeLearner
    let desk = LearnerDesk(course: course, makeLearner: { make(student) })
    students[student] = desk
    return desk
  }
}
