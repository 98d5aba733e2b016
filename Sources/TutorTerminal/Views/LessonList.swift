public import Learner
public import LessonKit
public import TutorSupport

/// The course's lessons, one row each, for `swift-tutor lessons` and the REPL's `:lessons`.
///
/// ```
/// Swift by playground — from optionals to FoodTracker
///
///   ✓ 1 getting-started  Getting started     2/2
/// ▸ ◐ 3 optionals        Optionals           1/4
///   · 4 control-flow     Control flow        0/3
///
/// 12 lessons, 3/40 exercises passed
/// ✓ done  ◐ started  · not started  ▸ current
/// ```
///
/// Titles are in the chosen language (English where a lesson is not translated) and are cut
/// with `…` to fit the width; ids are never cut, since they are what commands take.
public struct LessonList: Sendable {
  /// The course listed.
  public let course: Course
  /// What the learner passed, and the current lesson.
  public let progress: LearnerProgress
  /// The language of titles and labels.
  public let language: Language

  /// A list of `course`'s lessons with `progress`, in `language`.
  public init(course: Course, progress: LearnerProgress, language: Language) {
    self.course = course
    self.progress = progress
    self.language = language
  }

  /// The list as text for a terminal `width` columns wide, coloured when `color` is true.
  ///
  /// Ends without a newline.
  public func text(color: Bool, width: Int = 80) -> String {
    let paint = ViewPaint(ansi: color)
    guard !course.lessons.isEmpty else { return Message.noLessons.text(language) }
    let current = progress.currentLesson(in: course)?.id
    let numberWidth = ViewPaint.widest(course.lessons.map { String($0.number) })
    let idWidth = ViewPaint.widest(course.lessons.map(\.id))
    let counts = course.lessons.map(count)
    let countWidth = ViewPaint.widest(counts)
    let titles = course.lessons.map { $0.text(language).title }
    let fixed = 4 + numberWidth + 1 + idWidth + 2 + 2 + countWidth
    let titleWidth = min(ViewPaint.widest(titles), max(10, width - fixed))
    var lines = [paint(course.title(language), "1"), ""]
    for (index, lesson) in course.lessons.enumerated() {
      let isCurrent = lesson.id == current
      let title = ViewPaint.padRight(ViewPaint.clip(titles[index], titleWidth), titleWidth)
      let row =
        ViewPaint.padLeft(String(lesson.number), numberWidth) + " "
        + paint(ViewPaint.padRight(lesson.id, idWidth), "36") + "  " + title + "  "
        + ViewPaint.padLeft(counts[index], countWidth)
      let pointer = isCurrent ? paint("▸", "1") : " "
      lines.append(pointer + " " + paint.mark(progress.state(of: lesson)) + " " + row)
    }
    let passed = course.exercises.filter { progress.passed.contains($0.id) }.count
    lines += [
      "",
      Message.courseSummary(
        lessons: course.lessons.count, passed: passed, total: course.exercises.count
      ).text(language),
      paint(Message.legend.text(language), "2"),
    ]
    return lines.joined(separator: "\n")
  }

  /// `passed/total`, or `–` for a lesson without exercises.
  private func count(_ lesson: Lesson) -> String {
    lesson.exercises.isEmpty ? "–" : "\(progress.passedCount(in: lesson))/\(lesson.exercises.count)"
  }
}
