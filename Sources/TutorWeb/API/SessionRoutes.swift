import Hummingbird
import TutorSupport

/// The requests of the lesson and scratch pages and the language switch: run a lesson's
/// example, open a tab's live session, run an input in it, end it, choose the language, and
/// the learner's progress as the terminal sees it.
struct SessionRoutes {
  let engine: WebEngine

  /// The body of a scratch run.
  struct InputBody: Decodable {
    var input: String
  }

  /// The body of the language switch.
  struct LanguageBody: Decodable {
    var language: String
  }

  /// Adds the routes to `router`.
  func add(to router: Router<WebContext>) {
    router.post("/api/lesson/:lesson/example/:number") { _, context in
      let lesson = try engine.lesson(try context.parameters.require("lesson"))
      let number = try context.parameters.require("number", as: Int.self)
      let language = try await engine.desk(context).language
      guard let example = lesson.examples(language: language).first(where: { $0.number == number })
      else { throw WebError.notFound("\(lesson.id) \(number)") }
      return JSONAnswer.response(
        try await engine.values(of: example.code, name: "example-\(number).swift", context: context)
      )
    }
    router.post("/api/scratch") { _, context in
      JSONAnswer.response(["session": try await engine.openTab(context)])
    }
    router.post("/api/scratch/:session/run") { request, context in
      let id = try context.parameters.require("session")
      let body = try await context.decode(InputBody.self, from: request)
      return JSONAnswer.response(try await engine.evaluate(body.input, inTab: id, context: context))
    }
    router.delete("/api/scratch/:session") { _, context in
      await engine.tabs.close(try context.parameters.require("session"), of: context.owner)
      return JSONAnswer.response(["closed": true])
    }
    router.post("/api/language") { request, context in
      let body = try await context.decode(LanguageBody.self, from: request)
      guard let language = Language(identifier: body.language) else {
        throw WebError(.badRequest, Message("cli.unknown-language", ["lang": body.language]))
      }
      try await engine.desk(context).choose(language)
      return JSONAnswer.response(["language": language.rawValue])
    }
    router.get("/api/progress") { _, context in
      let (progress, language) = try await engine.desk(context).snapshot()
      return JSONAnswer.response(
        ProgressAnswer(passed: progress.passed.sorted(), language: language.rawValue))
    }
  }
}

/// The learner's progress as the page polls it.
struct ProgressAnswer: Codable {
  /// The exercises passed.
  var passed: [String]
  /// The language shown.
  var language: String
}
