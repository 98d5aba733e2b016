import Foundation
import Learner
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The requests about the learner, in process: the language switch (the terminal follows
/// it), the progress the pages poll (a pass in the terminal shows in it), and the scratch
/// and example requests that are refused before anything runs.
@Suite struct LearnerRouteTests {
  @Test func theLanguageChosenInThePageIsTheTerminals() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let chosen = try await client.request(
        "POST", "/api/language", json: #"{"language": "zh-Hans"}"#)
      #expect(chosen.status == 200 && chosen.body == #"{"language":"zh-Hans"}"#)
      let lessons = try served.terminal(["lessons"])
      #expect(lessons.stdout.contains("可选类型"))
      let page = try await client.request("GET", "/lesson/optionals")
      #expect(page.body.contains("<html lang=\"zh-Hans\">"))
      let progress = try await client.request("GET", "/api/progress")
      #expect(progress.body == #"{"language":"zh-Hans","passed":[]}"#)
      // An unknown language changes nothing.
      let klingon = try await client.request(
        "POST", "/api/language", json: #"{"language": "klingon"}"#)
      #expect(klingon.status == 400)
      #expect(served.progress().language == "zh-Hans")
    }
  }

  @Test func aPassInTheTerminalShowsInThePagesProgress() async throws {
    let served = try InProcessServer()
    let course = try InProcessServer.course.get()
    try await served.requests { client in
      let before = try await client.request("GET", "/api/progress")
      #expect(before.body == #"{"language":"en","passed":[]}"#)
      let terminal = LearnerSession.standard(
        explicitLanguage: nil, environment: served.environment)
      for id in ["team-score", "hello-swift"] {
        terminal.recordPass(try #require(course.exercise(id: id)).exercise)
      }
      let after = try await client.request("GET", "/api/progress")
      #expect(after.body == #"{"language":"en","passed":["hello-swift","team-score"]}"#)
      let index = try await client.request("GET", "/")
      #expect(index.body.contains("2 of 41 exercises passed"))
    }
  }

  @Test func aScratchSessionNobodyOpenedIsOneThatEnded() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let run = try await client.request(
        "POST", "/api/scratch/not-a-session/run", json: #"{"input": "1"}"#)
      #expect(run.status == 410 && run.error?.contains("idle") == true)
      let malformed = try await client.request(
        "POST", "/api/scratch/not-a-session/run", json: #"{"code": "1"}"#)
      #expect(malformed.status == 400 && malformed.error?.contains("input") == true)
      let closed = try await client.request("DELETE", "/api/scratch/not-a-session")
      #expect(closed.status == 410 && closed.body == run.body, "\(closed.body)")
    }
  }

  @Test func anExampleTheLessonDoesNotHaveIsNotFound() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let missing = try await client.request("POST", "/api/lesson/optionals/example/99")
      #expect(missing.status == 404 && missing.error?.contains("optionals 99") == true)
      let word = try await client.request("POST", "/api/lesson/optionals/example/one")
      #expect(word.status == 400, "\(word.said)")
      let lesson = try await client.request("POST", "/api/lesson/no-such-lesson/example/1")
      #expect(lesson.status == 404 && lesson.error?.contains("no-such-lesson") == true)
    }
  }
}
