import Foundation
import Grading
import HTTPTypes
import Learner
import LessonKit
import LiveSession
import Synchronization
import TutorSupport

/// Runs, playground-style, in the jail on the pool's workers: the exercise page's Run, a
/// lesson example's Run, and the scratch page's live tabs.
extension WebEngine {
  /// Saves `source` as the learner's file and runs it once: every line's values.
  func run(_ source: String, of placed: Placed, context: WebContext) async throws -> RunAnswer {
    let (_, language) = try await desk(context).beginRun(
      source, for: placed.exercise, in: placed.lesson)
    var answer = try await values(
      of: source, name: placed.exercise.id + ".swift", language: language, context: context)
    // The one-click fix never leads into one of the exercise's rules (`!` where it is
    // forbidden), on Run as on Check.
    if let spec = try? ExerciseSpec(placed.exercise) {
      let allowed = RuleAbidingFixes.of(answer.fixes.map(\.fix), in: source, exercise: spec)
      answer.fixes = answer.fixes.filter { allowed.contains($0.fix) }
    }
    return answer
  }

  /// Runs the lesson's example `number` (the numbering of `:run N`, in the learner's language);
  /// 404 when the lesson has no such example.
  func runExample(_ number: Int, of lesson: Lesson, context: WebContext) async throws
    -> RunAnswer
  {
    let language = try await desk(context).language
    guard let example = lesson.examples(language: language).first(where: { $0.number == number })
    else { throw WebError.notFound("\(lesson.id) \(number)") }
    return try await values(
      of: example.code, name: "example-\(number).swift", language: language, context: context)
  }

  /// Opens a live session for one tab; returns its id.
  func openTab(_ context: WebContext) async throws -> String {
    let grader = try await pool.run(
      for: context.owner, from: context.client, counts: false,
      abandoned: context.hungUp.abandoned
    ) { [graders] in
      try graders.grader()
    }
    return try await tabs.open(for: context.owner, from: ClientAddress.key(context.remote)) {
      PlaygroundSession(cache: grader.cache, sandbox: grader.sandbox)
    }
  }

  /// Runs `input` in the tab's live session: it stays, like a REPL input. 410 when the tab
  /// ended, never was, or is another learner's.
  func evaluate(_ input: String, inTab id: String, context: WebContext) async throws
    -> RunAnswer
  {
    guard let tab = await tabs.tab(id, of: context.owner) else { throw Self.sessionEnded }
    do {
      let language = try await desk(context).language
      let result = try await pool.run(
        for: context.owner, from: context.client, abandoned: context.hungUp.abandoned
      ) {
        try tab.session.withLock { session in
          // Closed while this run waited its turn (the page closed, or the tab gave way).
          guard !tab.isClosed else { throw Self.sessionEnded }
          return try session.evaluate(input, language: language)
        }
      }
      await tabs.finished(id, ran: (input, result))
      return RunAnswer(result, language: language)
    } catch {
      await tabs.finished(id, ran: nil)
      throw error
    }
  }

  /// What the tab ran, each answer in the learner's language now (the page came back to the
  /// tab, perhaps after the language switch). 410 as for a run.
  func transcript(ofTab id: String, context: WebContext) async throws -> TranscriptAnswer {
    guard let transcript = await tabs.transcript(id, of: context.owner) else {
      throw Self.sessionEnded
    }
    let language = try await desk(context).language
    return TranscriptAnswer(
      entries: transcript.runs.map {
        TranscriptAnswer.Entry(code: $0.code, answer: RunAnswer($0.result, language: language))
      }, dropped: transcript.dropped)
  }

  /// Ends the tab `id` when it is this learner's (the page closed); anyone else's stays, and
  /// is answered as one that ended (410), as a run in it would be.
  func closeTab(_ id: String, context: WebContext) async throws {
    guard await tabs.close(id, of: context.owner) else { throw Self.sessionEnded }
  }

  /// A tab that ended, never was, or is another learner's: all answer alike (410).
  private static var sessionEnded: WebError { WebError(.gone, Message("web.error.session-ended")) }

  /// Runs `source` once in a session of its own, in `language`, in the turn of the learner
  /// `context` names.
  private func values(of source: String, name: String, language: Language, context: WebContext)
    async throws -> RunAnswer
  {
    let result = try await pool.run(
      for: context.owner, from: context.client, abandoned: context.hungUp.abandoned
    ) { [graders] in
      let grader = try graders.grader()
      let session = PlaygroundSession(cache: grader.cache, sandbox: grader.sandbox)
      defer { session.close() }
      return try session.evaluateFile(source, name: name, language: language)
    }
    return RunAnswer(result, language: language)
  }
}
