public import Learner
public import LessonKit
public import TutorSupport

/// The learner's progress, for `swift-tutor progress` and the REPL's `:progress`: a bar per
/// lesson, the totals, and the next exercise to do.
///
/// ```
/// Progress · Swift by playground — from optionals to FoodTracker
///
///  1  Getting started   ████████████████████  2/2 ✓
///  3  Optionals         █████░░░░░░░░░░░░░░░  1/4
///
/// Passed 3 of 40 exercises (7%) · 1 of 12 lessons complete · 5 hints used
/// Next exercise: optional-binding (Optionals)
/// ```
public struct ProgressView: Sendable {
  /// The course.
  public let course: Course
  /// What the learner did.
  public let progress: LearnerProgress
  /// The language of titles and labels.
  public let language: Language

  /// A view of `progress` through `course`, in `language`.
  public init(course: Course, progress: LearnerProgress, language: Language) {
    self.course = course
    self.progress = progress
    self.language = language
  }

  /// The bars and totals for a terminal `width` columns wide, coloured when `color` is true.
  ///
  /// Ends without a newline.
  public func text(width: Int, color: Bool) -> String {
    let paint = ViewPaint(ansi: color)
    let heading = Message.progressTitle.text(language) + " · " + course.title(language)
    var lines = [paint(ViewPaint.clip(heading, max(10, width)), "1"), ""]
    let numberWidth = ViewPaint.widest(course.lessons.map { String($0.number) })
    let countWidth = ViewPaint.widest(
      course.lessons.map { "\($0.exercises.count)/\($0.exercises.count)" })
    let titles = course.lessons.map { $0.text(language).title }
    // The bar gives up columns (down to 10) before titles are cut.
    let fixed = 1 + numberWidth + 2 + 2 + 2 + countWidth + 2
    let barWidth = max(10, min(20, width / 5, width - fixed - ViewPaint.widest(titles)))
    let titleWidth = min(ViewPaint.widest(titles), max(10, width - fixed - barWidth))
    for (lesson, title) in zip(course.lessons, titles) {
      let label =
        " " + ViewPaint.padLeft(String(lesson.number), numberWidth) + "  "
        + ViewPaint.padRight(ViewPaint.clip(title, titleWidth), titleWidth) + "  "
      guard !lesson.exercises.isEmpty else {
        lines.append(label + paint(Message.noExercisesShort.text(language), "2"))
        continue
      }
      let done = progress.passedCount(in: lesson)
      let filled = barWidth * done / lesson.exercises.count
      let bar =
        paint(String(repeating: "█", count: filled), "32")
        + paint(String(repeating: "░", count: barWidth - filled), "2")
      let count = ViewPaint.padLeft("\(done)/\(lesson.exercises.count)", countWidth)
      let state = progress.state(of: lesson)
      lines.append(label + bar + "  " + count + (state == .done ? " " + paint.mark(state) : ""))
    }
    let separator = Message.totalsSeparator.text(language)
    lines += [""] + ViewPaint.joinFitting(totals(), separator: separator, width: width)
    if let (exercise, lesson) = progress.nextExercise(in: course) {
      let next = Message.nextExercise(exercise.id, lesson: lesson.text(language).title)
        .text(language)
      lines.append(ViewPaint.clip(next, width))
    } else if !course.exercises.isEmpty {
      lines.append(paint(Message.coursePassed.text(language), "32"))
    }
    return lines.joined(separator: "\n")
  }

  private func totals() -> [String] {
    let exercises = course.exercises
    let passed = progress.passedCount(in: course)
    let hints = exercises.reduce(0) { $0 + (progress.hintsUsed[$1.id] ?? 0) }
    let withExercises = course.lessons.filter { !$0.exercises.isEmpty }
    let lessonsDone = withExercises.filter { progress.state(of: $0) == .done }.count
    return Message.totals(
      passed: passed, total: exercises.count, lessonsDone: lessonsDone,
      lessons: withExercises.count, hints: hints
    ).map { $0.text(language) }
  }
}
