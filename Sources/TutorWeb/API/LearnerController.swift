import Hummingbird
import Learner
import TutorSupport

/// The requests about the learner rather than one exercise (`/api/…`): run a lesson's example,
/// choose the language (the terminal follows it), and the progress as the terminal sees it,
/// which the pages poll.
struct LearnerController {
  /// The engine every handler asks.
  let engine: WebEngine

  /// The body of the language switch.
  struct LanguageBody: Decodable {
    /// `en` or `zh-Hans`.
    var language: String
  }

  /// The body of the name form.
  struct NameBody: Decodable {
    /// The name or student number, as typed.
    var name: String
  }

  /// Adds the requests to `group` (`/api`).
  func addRoutes(to group: RouterGroup<WebContext>) {
    group.post("lesson/:lesson/example/:number", use: runExample)
      .post("language", use: chooseLanguage)
      .get("progress", use: progress)
      .post("name", use: name)
      .post("join", use: join)
  }

  /// The body of a roster student's join page's button.
  struct JoinBody: Decodable {
    /// The code of their own link.
    var code: String
    /// The join page's language: a student's first, until they choose one.
    var language: String?
  }

  /// Makes this browser the roster student whose link carries the code (their cookie); 403
  /// for a code that is nobody's, or without a roster.
  @Sendable func join(_ request: Request, context: WebContext) async throws -> Response {
    let body = try await request.decode(as: JoinBody.self, context: context)
    let student = try await engine.join(code: body.code)
    var own = context
    own.student = student.desk
    if let language = body.language { try await engine.chooseFirst(language, context: own) }
    var response = try NameAnswer(name: student.name).response(from: request, context: context)
    response.setCookie(StudentCookie.cookie(student.desk))
    return response
  }

  /// Keeps a classroom student's name or number (shown to their teacher only).
  @Sendable func name(_ request: Request, context: WebContext) async throws -> NameAnswer {
    let body = try await request.decode(as: NameBody.self, context: context)
    return NameAnswer(name: try await engine.name(body.name, context: context))
  }

  /// Runs a lesson's runnable example (the number `:run N` uses): its values.
  @Sendable func runExample(_ request: Request, context: WebContext) async throws -> RunAnswer {
    let lesson = try engine.lesson(try context.parameters.require("lesson"))
    let number = try context.parameters.require("number", as: Int.self)
    return try await engine.runExample(number, of: lesson, context: context)
  }

  /// Shows another language from now on, in the page and the terminal; 400 for one the tutor
  /// does not speak.
  @Sendable func chooseLanguage(_ request: Request, context: WebContext) async throws
    -> LanguageAnswer
  {
    let body = try await request.decode(as: LanguageBody.self, context: context)
    let language = try await engine.choose(body.language, context: context)
    return LanguageAnswer(language: language.rawValue)
  }

  /// The exercises passed and the language, as saved now.
  @Sendable func progress(_ request: Request, context: WebContext) async throws
    -> ProgressAnswer
  {
    let (progress, language) = try await engine.standing(context)
    return ProgressAnswer(passed: progress.passed.sorted(), language: language.rawValue)
  }
}
