public import LessonKit
public import TutorSupport

/// Where the learner is: the lesson they are on and the exercise open in it. `:lesson`,
/// `:next`, `:prev`, `:exercise`, `watch` and the page move them here; each change is saved
/// at once, and returns the problem to show when saving failed.
extension LearnerSession {
  /// Makes `lesson` the current one; the open exercise stays open only when it is in it.
  @discardableResult
  public func select(_ lesson: Lesson) -> Message? {
    update { progress in
      progress.currentLesson = lesson.id
      if let exercise = progress.currentExercise, lesson.exercise(id: exercise) == nil {
        progress.currentExercise = nil
      }
    }
  }

  /// Makes `exercise` the open one and `lesson`, its lesson, the current one.
  @discardableResult
  public func open(_ exercise: Exercise, in lesson: Lesson) -> Message? {
    update {
      $0.currentLesson = lesson.id
      $0.currentExercise = exercise.id
    }
  }

  /// Chooses the next exercise of `lesson`: the first not passed becomes the open one (nothing
  /// changes when every one is passed).
  @discardableResult
  public func moveOn(in lesson: Lesson) -> Message? {
    guard let next = nextExercise(in: lesson) else { return nil }
    return update { $0.currentExercise = next.id }
  }

  /// The first exercise of `lesson` not passed yet, if any.
  public func nextExercise(in lesson: Lesson) -> Exercise? {
    progress.nextExercise(in: lesson)
  }

  /// The first exercise not passed yet, from the current lesson on, with its lesson.
  public func nextExercise(in course: Course) -> (exercise: Exercise, lesson: Lesson)? {
    progress.nextExercise(in: course)
  }
}
