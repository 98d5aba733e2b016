import Hummingbird
import Learner
import LessonKit

/// The teacher's view of a classroom: the class page (`/teacher`), one student's work
/// (`/teacher/student/ID`), the class's files as `grade` reads them (`/teacher/export.tar`) and
/// the table the page polls (`/api/teacher/class`). The engine refuses (403) every request that
/// did not show the teacher's token (``WebEngine/requireTeacher(_:)``): a student's cookie or
/// token opens none of them.
struct TeacherController {
  /// The engine every handler asks.
  let engine: WebEngine

  /// Adds the pages to `group` (the server's root).
  func addRoutes(to group: RouterGroup<WebContext>) {
    group.get("teacher", use: classPage)
      .get("teacher/student/:student", use: studentPage)
      .get("teacher/export.tar", use: export)
      .get("teacher/links", use: linksPage)
      .get("teacher/links.csv", use: linksCSV)
      .get("api/teacher/class", use: standing)
  }

  /// The class table and the item analysis, in `?lang=` or the server's language.
  @Sendable func classPage(_ request: Request, context: WebContext) async throws -> HTMLPage {
    let language = try await engine.teacherLanguage(
      request.uri.queryParameters.get("lang"), context: context)
    let everything = request.uri.queryParameters.get("exercises") == "all"
    let (standing, analysis) = try await engine.classStanding(
      in: language, everything: everything, context: context)
    let layout = TeacherLayout(course: engine.course, language: language, everything: everything)
    return HTMLPage(
      TeacherPage(
        layout: layout, standing: standing, analysis: analysis,
        assignment: engine.assignment.map { $0.title ?? "" }, rostered: engine.rostered
      ).html())
  }

  /// One student's work, read only: their file of `?exercise=` (else the one they are on) and
  /// their last report of it; 404 for an id the server never gave.
  @Sendable func studentPage(_ request: Request, context: WebContext) async throws -> HTMLPage {
    let query = request.uri.queryParameters
    let language = try await engine.teacherLanguage(query.get("lang"), context: context)
    let id = try context.parameters.require("student")
    let (progress, files) = try await engine.studentWork(id, in: language, context: context)
    let named = query.get("exercise") ?? progress.currentExercise
    let chosen = named.flatMap { engine.course.exercise(id: $0)?.exercise }
    let layout = TeacherLayout(course: engine.course, language: language)
    return HTMLPage(
      StudentWorkPage(
        layout: layout, student: id, progress: progress, files: files, chosen: chosen
      ).html())
  }

  /// The class table as JSON, for the page to refresh itself.
  @Sendable func standing(_ request: Request, context: WebContext) async throws -> ClassStanding {
    let language = try await engine.teacherLanguage(
      request.uri.queryParameters.get("lang"), context: context)
    let everything = request.uri.queryParameters.get("exercises") == "all"
    return try await engine.classStanding(
      in: language, everything: everything, context: context
    ).standing
  }

  /// Each roster student's own link (``ClassLinksPage``), on the address the teacher used.
  @Sendable func linksPage(_ request: Request, context: WebContext) async throws -> HTMLPage {
    let language = try await engine.teacherLanguage(
      request.uri.queryParameters.get("lang"), context: context)
    let links = try await engine.classLinks(authority: Self.authority(request), context: context)
    let layout = TeacherLayout(course: engine.course, language: language)
    return HTMLPage(ClassLinksPage(layout: layout, links: links).html())
  }

  /// The links as CSV (``ClassLinksPage/csv(_:)``); 404 without a roster.
  @Sendable func linksCSV(_ request: Request, context: WebContext) async throws -> CSVDownload {
    guard
      let links = try await engine.classLinks(authority: Self.authority(request), context: context)
    else { throw WebError.notFound("links.csv") }
    return CSVDownload(text: ClassLinksPage.csv(links), name: "links.csv")
  }

  /// The address the request reached the server at (`Host`), as a link names it.
  private static func authority(_ request: Request) -> String {
    let given = request.head.authority ?? ""
    // A Host of letters, digits, dots, colons and brackets only: it goes into the links as is.
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
    return !given.isEmpty && given.allSatisfy(allowed.contains) ? given : "localhost"
  }

  /// Every student's files in `grade`'s layout (`NAME/EXERCISE.swift`), as a tar archive.
  @Sendable func export(_ request: Request, context: WebContext) async throws -> TarDownload {
    TarDownload(bytes: try await engine.exportArchive(context: context))
  }
}
