import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The pages and their assets, in process: each page in the learner's language with the
/// headers every page carries (never cached, only the tutor's own scripts, no sniffing), the
/// scripts and styles with theirs, and a page a browser opened that does not exist.
@Suite struct PageRouteTests {
  /// The policy every page carries.
  static let policy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;"
    + " frame-ancestors 'none'"

  @Test func everyPageIsHTMLNeverCachedAndRunsOnlyTheTutorsScripts() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      for path in ["/", "/lesson/optionals", "/exercise/optional-binding", "/scratch"] {
        let page = try await client.request("GET", path)
        #expect(page.status == 200, "\(path)")
        #expect(page.headers["content-type"] == "text/html; charset=utf-8", "\(path)")
        #expect(page.headers["cache-control"] == "no-store", "\(path)")
        #expect(page.headers["content-security-policy"] == Self.policy, "\(path)")
        #expect(page.headers["x-content-type-options"] == "nosniff", "\(path)")
        #expect(page.body.contains("<html lang=\"en\">"), "\(path)")
      }
      let index = try await client.request("GET", "/")
      #expect(index.body.contains("<ol class=\"lessons\">"))
      #expect(index.body.contains("0 of 41 exercises passed"))
    }
  }

  @Test func openingAnExercisePageMakesTheStarterAndTheCurrentExercise() async throws {
    let served = try InProcessServer()
    let file = served.folder.appendingPathComponent("work/optionals/optional-binding.swift")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try await served.requests { client in
      let page = try await client.request("GET", "/exercise/optional-binding")
      #expect(page.body.contains("data-exercise=\"optional-binding\""))
      #expect(page.body.contains("TODO"))
      #expect(page.body.contains(file.path), "the machine's own learner sees the whole path")
    }
    #expect(try String(contentsOf: file, encoding: .utf8).contains("TODO"))
    #expect(served.progress().currentExercise == "optional-binding")
    #expect(served.progress().currentLesson == "optionals")
  }

  /// The line under the editor is two sentences: a space between them in English, none after
  /// Chinese `。` (a reader saw "这个文件。 按 Ctrl-Enter").
  @Test(arguments: [
    ("en", "an editor outside sees the same file. Ctrl-Enter runs;"),
    ("zh-Hans", "用其他编辑器打开的也是这个文件。按 Ctrl-Enter 运行；"),
  ])
  func theLineUnderTheEditorReadsAsOneInEachLanguage(language: String, words: String)
    async throws
  {
    let served = try InProcessServer(language: language)
    try await served.requests { client in
      let page = try await client.request("GET", "/exercise/optional-binding")
      #expect(page.body.contains(words), "\(page.body)")
    }
  }

  @Test func aPageThatDoesNotExistIsAPageWithTheWayBack() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      for (path, words) in [
        ("/exercise/no-such-exercise", "no-such-exercise"),
        ("/lesson/no-such-lesson", "no-such-lesson"),
      ] {
        let missing = try await client.request("GET", path)
        #expect(missing.status == 404, "\(path)")
        #expect(missing.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(missing.body.contains(words) && missing.body.contains("<a href=\"/\">"))
        #expect(missing.headers["content-security-policy"] == Self.policy)
        #expect(missing.headers["cache-control"] == "no-store")
      }
    }
  }

  @Test func theTutorsScriptsAndStyleAreServedWithTheirTypes() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      for (name, type) in [
        ("app.js", "text/javascript"), ("scratch.js", "text/javascript"),
        ("exercise.js", "text/javascript"), ("workbench.js", "text/javascript"),
        ("app.css", "text/css"),
      ] {
        let asset = try await client.request("GET", "/assets/" + name)
        #expect(asset.status == 200 && !asset.body.isEmpty, "\(name)")
        #expect(asset.headers["content-type"] == type + "; charset=utf-8", "\(name)")
        #expect(asset.headers["x-content-type-options"] == "nosniff", "\(name)")
        #expect(asset.headers["cache-control"] == nil, "\(name) may be kept")
        #expect(asset.headers["content-security-policy"] == nil, "\(name)")
      }
      let other = try await client.request("GET", "/assets/other.js")
      #expect(other.status == 404 && other.error?.contains("no such page") == true)
    }
  }

  @Test func onlyTheListedCodeMirrorFilesAreRead() async throws {
    let served = try InProcessServer()
    let installed = FileManager.default.fileExists(
      atPath: AssetController.codeMirrorRoot + "/lib/codemirror.js")
    try await served.requests { client in
      let editor = try await client.request("GET", "/assets/codemirror/lib/codemirror.js")
      #expect(editor.status == (installed ? 200 : 404))
      if installed {
        #expect(editor.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(editor.headers["x-content-type-options"] == "nosniff")
      }
      for path in [
        "/assets/codemirror/../../../../etc/passwd", "/assets/codemirror/lib/codemirror",
        "/assets/codemirror/mode/python/python.js", "/assets/codemirror/%2e%2e/%2e%2e/etc/passwd",
      ] {
        let refused = try await client.request("GET", path)
        #expect(refused.status == 404, "\(path)")
        #expect(!refused.body.contains("root:"), "\(path)")
      }
    }
  }
}
