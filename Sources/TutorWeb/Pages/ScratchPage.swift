import LessonKit
import TutorSupport

/// The scratch page: a live session like the REPL's. Each Run adds the editor's code to the
/// session as one input (values beside its lines); later inputs see what earlier ones made.
struct ScratchPage {
  let course: Course
  let language: Language

  /// The page's HTML.
  func html() -> String {
    let layout = PageLayout(course: course, language: language)
    let main = """
      <h1>\(layout.text(.scratchTitle))</h1>
      <p class="summary">\(layout.text("web.scratch.summary"))</p>
      <section class="transcript" id="transcript" aria-live="polite"></section>
      <div class="toolbar">
      <button type="button" id="run" class="primary">\(layout.text(.runButton))</button>
      <button type="button" id="new-session">\(layout.text(.newSession))</button>
      <button type="button" id="download">\(layout.text("web.scratch.download"))</button>
      <span class="status" id="status" role="status"></span>
      </div>
      \(layout.editor())
      <p class="file">\(layout.text(.editorKeys))</p>
      """
    return layout.page(
      title: Message.scratchTitle.text(language), kind: "scratch", main: main)
  }
}
