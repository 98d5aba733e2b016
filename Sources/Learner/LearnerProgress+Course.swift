public import LessonKit

/// How far a learner is in one lesson.
public enum LessonState: Sendable, Equatable {
  /// Every exercise passed.
  case done
  /// Some exercises passed, not all.
  case started
  /// No exercise passed yet.
  case notStarted
  /// The lesson has no exercises to pass.
  case noExercises

  /// The one-column mark lists show: `✓`, `◐`, `·`, or `·` for a lesson without exercises.
  public var mark: String {
    switch self {
    case .done: return "✓"
    case .started: return "◐"
    case .notStarted, .noExercises: return "·"
    }
  }
}

extension LearnerProgress {
  /// How many of `lesson`'s exercises are passed.
  public func passedCount(in lesson: Lesson) -> Int {
    lesson.exercises.filter { passed.contains($0.id) }.count
  }

  /// How many of `course`'s exercises are passed (a pass of an exercise the course no longer
  /// has does not count).
  public func passedCount(in course: Course) -> Int {
    course.exercises.filter { passed.contains($0.id) }.count
  }

  /// Where the learner is in `lesson`.
  public func state(of lesson: Lesson) -> LessonState {
    let done = passedCount(in: lesson)
    if lesson.exercises.isEmpty { return .noExercises }
    if done == lesson.exercises.count { return .done }
    return done == 0 ? .notStarted : .started
  }

  /// The lesson the learner is on: the saved one, else the first with an exercise not passed,
  /// else the first.
  public func currentLesson(in course: Course) -> Lesson? {
    if let id = currentLesson, let lesson = course.lesson(id: id) { return lesson }
    return course.lessons.first { state(of: $0) == .started || state(of: $0) == .notStarted }
      ?? course.lessons.first
  }

  /// The first exercise not passed yet in `lesson`, if any.
  public func nextExercise(in lesson: Lesson) -> Exercise? {
    lesson.exercises.first { !passed.contains($0.id) }
  }

  /// The first exercise not passed yet, from the current lesson on, with its lesson.
  public func nextExercise(in course: Course) -> (exercise: Exercise, lesson: Lesson)? {
    let start = currentLesson(in: course).flatMap { current in
      course.lessons.firstIndex { $0.id == current.id }
    }
    let ordered = course.lessons[(start ?? 0)...] + course.lessons[..<(start ?? 0)]
    for lesson in ordered {
      if let exercise = nextExercise(in: lesson) { return (exercise, lesson) }
    }
    return nil
  }
}
