import LessonKit
import TutorSupport

/// The frame every page shares: the head (CodeMirror and the tutor's own style and script),
/// the bar with the course title, the scratch page and the language switch, and the texts
/// the script shows, in the page's language.
struct PageLayout: LocalizedPage {
  /// The course (its title).
  let course: Course
  /// The page's language.
  let language: Language

  /// A whole page: `title`, the `kind` the script acts on (`index`, `lesson`, `exercise`,
  /// `scratch`), data attributes for it, and the main content.
  func page(title: String, kind: String, data: [String: String] = [:], main: String) -> String {
    let attributes = data.sorted { $0.key < $1.key }
      .map { " data-\($0.key)=\"\(HTML.escape($0.value))\"" }.joined()
    let switcher = Language.allCases.map { choice in
      let on = choice == language ? " class=\"on\" aria-pressed=\"true\"" : ""
      return "<button type=\"button\" data-lang=\"\(choice.rawValue)\"\(on)>"
        + HTML.escape(choice.nativeName) + "</button>"
    }.joined()
    return """
      <!doctype html>
      <html lang="\(language.rawValue)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(title)) · \(HTML.escape(course.title(language)))</title>
      <link rel="stylesheet" href="/assets/codemirror/lib/codemirror.css">
      <link rel="stylesheet" href="/assets/codemirror/addon/hint/show-hint.css">
      <link rel="stylesheet" href="/assets/app.css">
      </head>
      <body data-page="\(kind)"\(attributes)>
      <header class="bar">
      <a class="home" href="/">\(HTML.escape(course.title(language)))</a>
      <nav><a href="/">\(HTML.escape(Message.lessonsNav.text(language)))</a> <a href="/scratch">\(HTML.escape(Catalog.text("web.nav.scratch", language)))</a></nav>
      <div class="lang" role="group" aria-label="\(HTML.escape(Catalog.text("web.nav.language", language)))">\(switcher)</div>
      </header>
      <main>
      \(main)
      </main>
      <script type="application/json" id="tutor-texts">\(ClientTexts.json(language))</script>
      <script src="/assets/codemirror/lib/codemirror.js"></script>
      <script src="/assets/codemirror/mode/swift/swift.js"></script>
      <script src="/assets/codemirror/addon/runmode/runmode.js"></script>
      <script src="/assets/codemirror/addon/hint/show-hint.js"></script>
      <script src="/assets/app.js"></script>
      <script src="/assets/complete.js"></script>
      <script src="/assets/scratch.js"></script>
      <script src="/assets/exercise.js"></script>
      <script src="/assets/workbench.js"></script>
      </body>
      </html>

      """
  }

  /// The code editor's text area holding `source`, named for a screen reader (the script
  /// gives CodeMirror's own input the same name).
  func editor(_ source: String = "") -> String {
    "<div class=\"editor-pane\"><textarea id=\"editor\" spellcheck=\"false\" aria-label=\""
      + HTML.escape(Catalog.text("web.editor.label", language)) + "\">" + HTML.escape(source)
      + "</textarea></div>"
  }
}
