import Hummingbird
import LessonKit

/// The pages a browser opens: the course index (`/`), a lesson (`/lesson/ID`), an exercise
/// (`/exercise/ID`) and the scratch page (`/scratch`), rendered on the server in the learner's
/// language from what the engine says of their progress.
struct PageController {
  /// The engine every handler asks.
  let engine: WebEngine

  /// Adds the pages to `group` (the server's root).
  func addRoutes(to group: RouterGroup<WebContext>) {
    group.get("/", use: index)
      .get("lesson/:lesson", use: lesson)
      .get("exercise/:exercise", use: exercise)
      .get("scratch", use: scratch)
  }

  /// The course index: every lesson, what the learner passed and where they are; before it, a
  /// classroom's student who has not given their name is asked for it.
  @Sendable func index(_ request: Request, context: WebContext) async throws -> HTMLPage {
    let (progress, language) = try await engine.standing(context)
    if try await engine.needsName(context) {
      return HTMLPage(NamePage(course: engine.course, language: language).html())
    }
    return HTMLPage(
      IndexPage(course: engine.course, progress: progress, language: language).html())
  }

  /// A lesson, its examples runnable; 404 for a lesson the course does not have.
  @Sendable func lesson(_ request: Request, context: WebContext) async throws -> HTMLPage {
    let lesson = try engine.lesson(try context.parameters.require("lesson"))
    let (progress, language) = try await engine.standing(context)
    return HTMLPage(
      LessonPage(course: engine.course, lesson: lesson, progress: progress, language: language)
        .html())
  }

  /// An exercise with the learner's file in the editor (the starter, the first time), which
  /// becomes the current exercise; 404 for an exercise the course does not have.
  @Sendable func exercise(_ request: Request, context: WebContext) async throws -> HTMLPage {
    let placed = try engine.exercise(try context.parameters.require("exercise"))
    let (file, progress, language) = try await engine.open(placed, context: context)
    return HTMLPage(
      ExercisePage(
        course: engine.course, exercise: placed.exercise, lesson: placed.lesson, file: file,
        progress: progress, language: language
      ).html())
  }

  /// The scratch page, a live session like the REPL's.
  @Sendable func scratch(_ request: Request, context: WebContext) async throws -> HTMLPage {
    let language = try await engine.language(context)
    return HTMLPage(ScratchPage(course: engine.course, language: language).html())
  }
}
