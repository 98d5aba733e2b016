import Foundation
import Hummingbird
import LessonKit
import TutorSupport

/// The exercise page's requests: read and save the learner's file, run it for its values,
/// Check it, take a hint, put the starter back, see the solution.
struct ExerciseRoutes {
  let engine: WebEngine

  /// The body of a request that sends the editor's text.
  struct SourceBody: Decodable {
    var source: String
  }

  /// Adds the routes to `router`.
  func add(to router: Router<WebContext>) {
    let group = router.group("/api/exercise/:exercise")
    group.get("file") { _, context in
      let (exercise, lesson) = try found(context)
      return JSONAnswer.response(try await engine.desk(context).read(exercise, in: lesson))
    }
    group.post("save") { request, context in
      let (exercise, lesson) = try found(context)
      let body = try await context.decode(SourceBody.self, from: request)
      return JSONAnswer.response(
        try await engine.desk(context).save(body.source, for: exercise, in: lesson))
    }
    group.post("run") { request, context in
      let (exercise, lesson) = try found(context)
      let body = try await context.decode(SourceBody.self, from: request)
      _ = try await engine.desk(context).save(body.source, for: exercise, in: lesson)
      return JSONAnswer.response(
        try await engine.values(of: body.source, name: exercise.id + ".swift", context: context))
    }
    group.post("check") { request, context in
      let id = try context.parameters.require("exercise")
      let body = try await context.decode(SourceBody.self, from: request)
      return JSONAnswer.response(try await engine.check(id, source: body.source, context: context))
    }
    group.post("hint") { _, context in
      let (exercise, _) = try found(context)
      let (index, count) = try await engine.desk(context).takeHint(exercise)
      let language = try await engine.desk(context).language
      let hints = exercise.task(language).hints
      let html: String
      if let index, hints.indices.contains(index) {
        html = HintHTML.item(hints[index], number: index + 1, count: count, language: language)
      } else {
        html = ""
      }
      return JSONAnswer.response(HintAnswer(html: html, number: index.map { $0 + 1 }, count: count))
    }
    group.post("reset") { _, context in
      let (exercise, lesson) = try found(context)
      return JSONAnswer.response(try await engine.desk(context).reset(exercise, in: lesson))
    }
    group.get("solution") { _, context in
      let id = try context.parameters.require("exercise")
      return JSONAnswer.response(["source": try await engine.solution(id, context: context)])
    }
  }

  private func found(_ context: WebContext) throws -> (exercise: Exercise, lesson: Lesson) {
    try engine.exercise(try context.parameters.require("exercise"))
  }
}

/// A hint as the page adds it: nil `number` once every hint was seen.
struct HintAnswer: Codable {
  /// The hint's HTML (empty once all were seen).
  var html: String
  /// Its 1-based number.
  var number: Int?
  /// How many hints the exercise has.
  var count: Int
}
