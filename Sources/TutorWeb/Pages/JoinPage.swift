import LessonKit
import TutorSupport

/// What a browser sees when it opens a roster student's own link (`?join=`) and is not that
/// student yet: whose link it is, whose browser it is now, and a button that makes it theirs
/// (`POST /api/join`, which a page of another site cannot send). So a link a classmate sends
/// cannot quietly make someone work as the classmate — their passes would be the classmate's.
struct JoinPage {
  let course: Course
  let language: Language
  /// The name of the student whose link it is.
  let name: String
  /// The name of the student this browser is now, if any.
  let current: String?
  /// The link's code (sent back with the button).
  let code: String

  /// The page.
  func html() -> String {
    let layout = PageLayout(course: course, language: language)
    var main = "<h1>\(layout.text(.joinTitle))</h1>\n"
    main += "<p>\(layout.text(Message("web.join.prompt", ["name": name])))</p>\n"
    if let current {
      main +=
        "<p>\(layout.text(Message("web.join.current", ["name": name, "current": current])))</p>\n"
    } else {
      main += "<p>\(layout.text(Message("web.join.not-yours", ["name": name])))</p>\n"
    }
    main += """
      <form id="join-form" data-code="\(HTML.escape(code))">
      <button type="submit">\(layout.text(Message("web.join.submit", ["name": name])))</button>
      </form>
      <p id="join-problem" class="problem" role="alert"></p>
      """
    return layout.page(title: Message.joinTitle.text(language), kind: "join", main: main)
  }
}

extension Message {
  /// `Your own link`: the join page's heading and its window title.
  static let joinTitle = Message("web.join.title")

  /// A link whose code is no roster student's.
  static let notOnRoster = Message("web.error.not-on-roster")
}
