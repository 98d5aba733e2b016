import TutorSupport

/// What the teacher's pages say in more than one place (the catalog's `web.teacher.*` keys the
/// page renders and also hands to `teacher.js`), and the name form's title, which is both its
/// heading and the window's title.
extension Message {
  /// `Teacher's view`: the page's heading, its window title and the bar's link.
  static let teacherTitle = Message("web.teacher.title")

  /// `Back to the class`: the link from a teacher's page to the class table.
  static let backToClass = Message("web.teacher.back")

  /// `Student`: the first column of the class table and of the links.
  static let studentColumn = Message("web.teacher.student")

  /// `Students' own links` (a roster's): the page's heading, its title, the class page's link.
  static let classLinks = Message("web.teacher.links")

  /// Whether a roster student came yet (the links' column).
  static func came(_ joined: Bool) -> Message {
    joined ? Message("web.teacher.links.yes") : Message("web.teacher.links.no")
  }

  /// A student who has not given a name yet.
  static let studentWithoutName = Message("web.teacher.no-name")

  /// A cell of an exercise whose last Check passed.
  static let cellPassed = Message("web.teacher.passed")

  /// A cell of an exercise whose last Check passed `passed` of `count` tests. The script gets
  /// the template with its placeholders as they are (``cellFailingTemplate``) and fills them.
  static func cellFailing(
    passed: any CustomStringConvertible, count: any CustomStringConvertible
  ) -> Message {
    Message("web.teacher.failing", ["passed": passed, "count": count])
  }

  /// ``cellFailing(passed:count:)`` with `{passed}` and `{count}` left for the script.
  static let cellFailingTemplate = cellFailing(passed: "{passed}", count: "{count}")

  /// A cell of an exercise whose last Check did not compile or run.
  static let cellError = Message("web.teacher.error")

  /// A cell of an exercise opened but not checked yet.
  static let cellOpened = Message("web.teacher.opened")

  /// A cell of an exercise never opened.
  static let cellNotStarted = Message("web.teacher.not-started")

  /// What an exercise took, after a cell's state: Checks run, hints seen, minutes from
  /// opening to the first pass; the script gets each with `{count}` left to fill.
  static func cellDetail(_ key: String, _ count: any CustomStringConvertible) -> Message {
    switch key {
    case "checks": Message("web.teacher.detail.checks", ["count": count])
    case "hints": Message("web.teacher.detail.hints", ["count": count])
    default: Message("web.teacher.detail.minutes", ["count": count])
    }
  }

  /// The kinds of ``cellDetail(_:_:)``, in the order a cell shows them.
  static let cellDetails = ["checks", "hints", "minutes"]

  /// A cell's details, joined, or nil when it has none.
  static func details(_ cell: ClassStanding.Cell?) -> [Message] {
    guard let cell else { return [] }
    return zip(cellDetails, [cell.checks, cell.hints, cell.minutesToPass]).compactMap {
      key, count in
      count.map { cellDetail(key, $0) }
    }
  }

  /// The words of a cell of the class table (nil: never opened).
  static func cell(_ cell: ClassStanding.Cell?) -> Message {
    guard let cell else { return .cellNotStarted }
    switch cell.state {
    case "passed": return .cellPassed
    case "failing": return .cellFailing(passed: cell.passed ?? 0, count: cell.count ?? 0)
    case "error": return .cellError
    default: return .cellOpened
    }
  }

  /// `Your name`: the name form's heading and its window title.
  static let nameFormTitle = Message("web.name.title")
}
