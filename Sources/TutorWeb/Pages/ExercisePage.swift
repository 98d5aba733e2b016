import Learner
import LessonKit
import TutorSupport

/// An exercise: the task, the learner's file in an editor with the values sidebar beside it,
/// and Run, Check, Hint, Reset and Solution; the report comes in the page's language.
struct ExercisePage {
  let course: Course
  let exercise: Exercise
  let lesson: Lesson
  let file: WorkspaceFile
  let progress: LearnerProgress
  let language: Language

  /// The page's HTML.
  func html() -> String {
    let layout = PageLayout(course: course, language: language)
    let task = exercise.task(language)
    let passed = progress.passed.contains(exercise.id)
    let statement = MarkdownHTML.render(
      FaceText.select(task.statement, for: .browser), runnable: false, runLabel: "")
    // In the order they were seen, numbered so: the Hint button adds each one below the others.
    let seen = (progress.hintsSeen[exercise.id] ?? []).filter { $0 <= task.hints.count }
      .enumerated().map { order, hint in
        HintHTML.item(
          task.hints[hint - 1], number: order + 1, count: task.hints.count, language: language,
          named: progress.hintNamedByCheck(exercise.id, index: hint - 1))
      }.joined()
    let state =
      passed
      ? "<p class=\"state passed\" id=\"state\">\(LessonState.done.mark) \(layout.text(.exercisePassed))</p>"
      : "<p class=\"state\" id=\"state\"></p>"
    let main = """
      <p class="crumb"><a href="/lesson/\(HTML.escape(lesson.id))">\
      \(lesson.number). \(HTML.escape(lesson.text(language).title))</a></p>
      <h1>\(HTML.escape(task.title)) <code class="id">\(HTML.escape(exercise.id))</code></h1>
      \(state)
      <div class="task">\(statement)</div>
      <div class="toolbar">
      <button type="button" id="run">\(layout.text(.runButton))</button>
      <button type="button" id="check" class="primary">\(layout.text("web.button.check"))</button>
      <button type="button" id="hint">\(layout.text("web.button.hint"))</button>
      <button type="button" id="reset">\(layout.text("web.button.reset"))</button>
      <button type="button" id="solution">\(layout.text("web.button.solution"))</button>
      <span class="status" id="status" role="status"></span>
      </div>
      <div class="workbench">
      \(layout.editor(file.source))
      <div class="sidebar" id="sidebar" role="region" aria-label="\(layout.text("web.exercise.values"))"></div>
      </div>
      <p class="file">\(layout.text("web.exercise.file", ["path": file.path]))\
      \(layout.language.sentenceGap)\(layout.text(.editorKeys))</p>
      <section class="report" id="report" aria-live="polite"></section>
      <pre class="console" id="console" hidden></pre>
      <section class="hints" id="hints"\(passed ? " hidden" : "")>\(seen)</section>
      <section class="solution" id="solution-view" hidden></section>
      """
    return layout.page(
      title: task.title, kind: "exercise",
      data: [
        "exercise": exercise.id, "passed": passed ? "yes" : "no",
      ], main: main)
  }
}

/// One hint as the page shows it.
enum HintHTML {
  /// Hint `number` of `count`, its Markdown rendered; `named` when a failing check chose it.
  static func item(
    _ hint: String, number: Int, count: Int, language: Language, named: Bool = false
  ) -> String {
    let heading =
      named
      ? Catalog.text("web.hint.heading-named", language, ["number": number, "count": count])
      : Message.hintHeading(number: number, count: count).text(language)
    return "<div class=\"hint\"><h3>\(HTML.escape(heading))</h3>"
      + MarkdownHTML.render(FaceText.select(hint, for: .browser), runnable: false, runLabel: "")
      + "</div>"
  }
}
