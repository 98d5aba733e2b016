import LessonKit
import TutorSupport

/// The page a classroom's student sees before the course index on their first visit: a form
/// for their name or student number, which only their teacher sees. The page's script sends
/// it (`POST /api/name`) and opens the index.
struct NamePage {
  let course: Course
  let language: Language

  /// The page.
  func html() -> String {
    let layout = PageLayout(course: course, language: language)
    let main = """
      <h1>\(layout.text(.nameFormTitle))</h1>
      <p>\(layout.text("web.name.prompt"))</p>
      <form id="name-form">
      <label>\(layout.text("web.name.label")) <input name="name" maxlength="60" required autofocus></label>
      <button type="submit">\(layout.text("web.name.submit"))</button>
      </form>
      <p id="name-problem" class="problem" role="alert"></p>
      """
    return layout.page(
      title: Message.nameFormTitle.text(language), kind: "name", main: main)
  }
}
