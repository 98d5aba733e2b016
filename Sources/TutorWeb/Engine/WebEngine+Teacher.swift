import Foundation
import Grading
import HTTPTypes
import Learner
import LessonKit
import Synchronization
import TutorSupport

/// The teacher's view of a classroom: who is where, the item analysis of the class's latest
/// Checks, one student's work. Every method refuses (403) a request that did not show the
/// teacher's token — whatever the route in front of it says — and reads only: no desk is made
/// for an id the server never gave, no file is made by looking.
extension WebEngine {
  /// 403 unless `context` is the teacher's (``WebContext/teacher``).
  func requireTeacher(_ context: WebContext) throws {
    guard classroom, context.teacher else {
      throw WebError(.forbidden, Message("web.error.not-teacher"))
    }
  }

  /// The teacher page's language: `lang` when it names one, else the server's own (the
  /// machine's learner's: `--lang`, the saved choice, the environment).
  func teacherLanguage(_ lang: String?, context: WebContext) async throws -> Language {
    try requireTeacher(context)
    if let lang, let chosen = Language(identifier: lang) { return chosen }
    return await desks.language(of: nil)
  }

  /// The class table, exercise titles in `language`, with the item analysis of every
  /// student's latest Checks and of the checks they fixed since (each student named by their
  /// id; each check named alike whatever its student's language, ``ClassChecks``).
  ///
  /// With an assignment (``ServeSettings/assignment``) only its exercises, unless `everything`.
  func classStanding(in language: Language, everything: Bool = false, context: WebContext)
    async throws -> (standing: ClassStanding, analysis: BatchReport)
  {
    try requireTeacher(context)
    let assigned = everything ? nil : assignment.map { Set($0.ids) }
    // In the assignment's order, as its marks and the students' reports list them.
    let order = everything ? [] : assignment?.ids ?? []
    let exercises =
      order.isEmpty
      ? course.exercises : order.compactMap { course.exercise(id: $0)?.exercise }
    let columns = exercises.map {
      ClassStanding.Column(id: $0.id, title: $0.task(language).title)
    }
    var rows: [ClassStanding.Row] = []
    var checks = ClassChecks(language: language, names: checkNames())
    for id in await desks.roster() {
      guard let desk = await desks.existingDesk(for: id) else { continue }
      let (progress, opened, last) = await desk.standingForTeacher(course)
      var cells: [String: ClassStanding.Cell] = [:]
      for column in columns {
        cells[column.id] = ClassStanding.cell(
          column.id, progress: progress, opened: opened.contains(column.id))
      }
      rows.append(
        ClassStanding.Row(
          id: id, name: progress.displayName, hints: progress.hintsUsed.values.reduce(0, +),
          lastActivity: last?.timeIntervalSince1970, solutionsSeen: progress.solutionsSeen.sorted(),
          cells: cells))
      for (exercise, record) in progress.lastChecks
      where course.exercise(id: exercise) != nil && assigned?.contains(exercise) ?? true {
        checks.add(record, of: exercise, by: id, fixed: progress.activity[exercise]?.fixed ?? [])
      }
    }
    // Names that look alike show with their ids: two "Alice" rows are two students.
    let shown = LearnerSession.distinctNames(rows.map { ($0.id, $0.name) })
    for index in rows.indices { rows[index].name = shown[rows[index].id] }
    rows.sort {
      ($0.name?.lowercased() ?? "\u{10FFFF}", $0.id) < (
        $1.name?.lowercased() ?? "\u{10FFFF}", $1.id
      )
    }
    return (ClassStanding(exercises: columns, students: rows), checks.analysis)
  }

  /// Each `checks` exercise's check names in both languages, from its `checks.swift` (read
  /// on the first class view; the course does not change while it is served).
  private func checkNames() -> [String: CheckNames] {
    knownCheckNames.withLock { known in
      if let known { return known }
      var names: [String: CheckNames] = [:]
      for exercise in course.exercises {
        guard let file = exercise.files.checks,
          let text = try? String(contentsOf: file, encoding: .utf8)
        else { continue }
        names[exercise.id] = CheckNames(checks: text)
      }
      known = names
      return names
    }
  }

  /// One student's work, read only: their progress and each exercise's file as it is now (nil
  /// when never opened), their last Checks' names in `language` where `checks.swift` gives
  /// both (``CheckNames``). 404 for an id the server never gave.
  func studentWork(_ id: String, in language: Language, context: WebContext) async throws
    -> (progress: LearnerProgress, files: [String: String])
  {
    try requireTeacher(context)
    guard let desk = await desks.existingDesk(for: id) else { throw WebError.notFound(id) }
    var (progress, _, _) = await desk.standingForTeacher(course)
    let names = checkNames()
    for (exercise, var record) in progress.lastChecks {
      guard let known = names[exercise] else { continue }
      for index in record.checks.indices {
        record.checks[index].name =
          known.name(record.checks[index].name, in: language) ?? record.checks[index].name
      }
      progress.lastChecks[exercise] = record
    }
    var files: [String: String] = [:]
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        files[exercise.id] = await desk.peek(exercise, in: lesson)
      }
    }
    return (progress, files)
  }

  /// Every student's files in `grade`'s layout (`NAME/EXERCISE.swift`) as a tar archive.
  /// Each roster student's own link on `authority` (the address the teacher reached the server
  /// at: the students' too), and whether they came; nil without a roster.
  func classLinks(authority: String, context: WebContext) async throws -> [ClassLink]? {
    try requireTeacher(context)
    guard let classList else { return nil }
    let came = Set(await desks.roster())
    return classList.roster.students.map { student in
      ClassLink(
        student: student,
        url: "http://\(authority)/?token=\(token)&join=\(classList.code(of: student))",
        joined: came.contains(classList.desk(of: student)))
    }
  }

  func exportArchive(context: WebContext) async throws -> [UInt8] {
    try requireTeacher(context)
    let entries = await desks.export()
    return TarArchive.make(
      entries.map { (path: $0.path, bytes: Array($0.source.utf8)) })
  }
}
