import Learner
import LessonKit
import TutorSupport

/// The course index: every lesson with its summary and exercises, what the learner passed,
/// and where they are.
struct IndexPage {
  let course: Course
  let progress: LearnerProgress
  let language: Language

  /// The page's HTML.
  func html() -> String {
    let layout = PageLayout(course: course, language: language)
    let passed = progress.passedCount(in: course)
    let current = progress.currentLesson(in: course)?.id
    var main = "<h1>\(HTML.escape(course.title(language)))</h1>\n"
    main +=
      "<p class=\"progress\" id=\"course-progress\">"
      + layout.text(.progressCount(passed: passed, total: course.exercises.count))
      + "</p>\n"
    main += "<ol class=\"lessons\">\n"
    for lesson in course.lessons {
      let text = lesson.text(language)
      let done = progress.passedCount(in: lesson)
      let mark = progress.state(of: lesson).mark
      let here = lesson.id == current ? " current" : ""
      main += """
        <li class="lesson\(here)" id="lesson-\(HTML.escape(lesson.id))">\
        <span class="mark">\(mark)</span> \
        <a href="/lesson/\(HTML.escape(lesson.id))">\(lesson.number). \(HTML.escape(text.title))</a> \
        <span class="count">\(done)/\(lesson.exercises.count)</span>\
        <p class="summary">\(HTML.escape(text.summary))</p>\
        \(ExerciseList(lesson: lesson, progress: progress, language: language).html())</li>

        """
    }
    main += "</ol>\n"
    return layout.page(title: Message.lessonsNav.text(language), kind: "index", main: main)
  }
}

/// A lesson's exercises as links, each marked passed or not, with the hints seen.
struct ExerciseList {
  let lesson: Lesson
  let progress: LearnerProgress
  let language: Language

  /// The list's HTML (empty when the lesson has no exercises).
  func html() -> String {
    guard !lesson.exercises.isEmpty else { return "" }
    let items = lesson.exercises.map { exercise in
      let done = progress.passed.contains(exercise.id)
      let state = done ? "passed" : "open"
      let mark = (done ? LessonState.done : LessonState.notStarted).mark
      return "<li class=\"exercise \(state)\" data-exercise=\"\(HTML.escape(exercise.id))\">"
        + "<span class=\"mark\">\(mark)</span> "
        + "<a href=\"/exercise/\(HTML.escape(exercise.id))\"><code>\(HTML.escape(exercise.id))</code> "
        + HTML.escape(exercise.task(language).title) + "</a></li>"
    }
    return "<ul class=\"exercises\">" + items.joined() + "</ul>"
  }
}
