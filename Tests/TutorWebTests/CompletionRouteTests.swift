import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The editors' completion (`POST /api/complete`), in process: behind the token and the page's
/// header like every change, 413 for more code than it reads, 429 for a classroom student who
/// asks too often, and an empty list — never an error — when it cannot answer (here, an
/// untagged test has no grader and so no `sourcekit-lsp`). The pages load CodeMirror's
/// show-hint, which the server serves from its allow-list.
@Suite struct CompletionRouteTests {
  /// A completion request for `code` with the cursor at `line`, `column`.
  static func ask(_ code: String, line: Int, column: Int, kept: [String] = []) throws -> String {
    let body: [String: Any] = ["code": code, "line": line, "column": column, "kept": kept]
    return String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
  }

  @Test func completionWantsTheTokenAndThePagesHeader() async throws {
    let served = try InProcessServer()
    let json = try Self.ask("1.", line: 0, column: 2)
    try await served.requests { client in
      let anonymous = try await client.request(
        "POST", "/api/complete", json: json, authorized: false)
      #expect(anonymous.status == 401)
      let elsewhere = try await client.request("POST", "/api/complete", json: json, page: false)
      #expect(elsewhere.status == 403 && elsewhere.error?.contains("tutor's own page") == true)
      let read = try await client.request("GET", "/api/complete")
      #expect([404, 405].contains(read.status), "only POST asks")
      // Without sourcekit-lsp (no grader here): nothing to offer, and no error.
      let asked = try await client.request("POST", "/api/complete", json: json)
      #expect(asked.status == 200 && asked.body == #"{"candidates":[]}"#, "\(asked.said)")
      // A cursor outside the code is no place to complete.
      let outside = try await client.request(
        "POST", "/api/complete", json: try Self.ask("m.", line: 3, column: 0))
      #expect(outside.status == 200 && outside.body == #"{"candidates":[]}"#)
      let malformed = try await client.request(
        "POST", "/api/complete", json: #"{"code": "m."}"#)
      #expect(malformed.status == 400 && malformed.error?.contains("line") == true)
    }
  }

  @Test func moreCodeThanCompletionReadsIs413() async throws {
    let served = try InProcessServer()
    let large = String(repeating: "let value = 1\n", count: (WebEngine.completionLimit / 14) + 1)
    try await served.requests { client in
      let refused = try await client.request(
        "POST", "/api/complete", json: try Self.ask(large, line: 0, column: 3))
      #expect(refused.status == 413 && refused.error?.contains("64 KiB") == true, "\(refused.said)")
      let kept = try await client.request(
        "POST", "/api/complete", json: try Self.ask("m.", line: 0, column: 2, kept: [large]))
      #expect(kept.status == 413)
    }
  }

  @Test func aClassroomStudentAsksAFewTimesThenWaits() async throws {
    let served = try InProcessServer(classroom: true) {
      $0.limits.completionBurst = 3
      $0.limits.completionInterval = .seconds(3600)
    }
    let json = try Self.ask("1.", line: 0, column: 2)
    try await served.requests { client in
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      for _ in 0..<3 {
        let asked = try await client.request("POST", "/api/complete", json: json, headers: alice)
        #expect(asked.status == 200)
      }
      let refused = try await client.request("POST", "/api/complete", json: json, headers: alice)
      #expect(refused.status == 429 && refused.headers["retry-after"] != nil)
      #expect(refused.error?.contains("completions") == true, "\(refused.said)")
      // Bob's are his own.
      let his = try await client.request("POST", "/api/complete", json: json, headers: bob)
      #expect(his.status == 200)
    }
  }

  /// New cookies bring no fresh burst past the address's: whatever students a client makes,
  /// its completions cost real time.
  @Test func newStudentsFromOneAddressShareItsCompletions() async throws {
    let served = try InProcessServer(classroom: true) {
      $0.limits.addressCompletionBurst = 4
      $0.limits.addressCompletionInterval = .seconds(3600)
    }
    let json = try Self.ask("1.", line: 0, column: 2)
    try await served.requests { client in
      var statuses: [Int] = []
      for _ in 0..<3 {
        let student = try await client.enroll()
        for _ in 0..<2 {
          let asked = try await client.request(
            "POST", "/api/complete", json: json, headers: student)
          statuses.append(asked.status)
        }
      }
      #expect(statuses == [200, 200, 200, 200, 429, 429], "\(statuses)")
    }
  }

  @Test func thePagesLoadShowHintAndTheServerServesIt() async throws {
    let served = try InProcessServer()
    let installed = FileManager.default.fileExists(
      atPath: AssetController.codeMirrorRoot + "/addon/hint/show-hint.js")
    try await served.requests { client in
      for path in ["/exercise/team-score", "/scratch"] {
        let page = try await client.request("GET", path)
        #expect(page.status == 200)
        #expect(page.body.contains(#"src="/assets/codemirror/addon/hint/show-hint.js""#))
        #expect(page.body.contains(#"href="/assets/codemirror/addon/hint/show-hint.css""#))
        #expect(page.body.contains(#"src="/assets/complete.js""#))
      }
      let script = try await client.request("GET", "/assets/codemirror/addon/hint/show-hint.js")
      #expect(script.status == (installed ? 200 : 404))
      if installed {
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.body.contains("showHint"))
      }
      let style = try await client.request("GET", "/assets/codemirror/addon/hint/show-hint.css")
      #expect(style.status == (installed ? 200 : 404))
      let other = try await client.request("GET", "/assets/codemirror/addon/hint/sql-hint.js")
      #expect(other.status == 404)
      let own = try await client.request("GET", "/assets/complete.js")
      #expect(own.status == 200 && own.body.contains("/api/complete"))
    }
  }

  @Test func theCursorIsCountedInUTF16AsTheEditorCounts() {
    #expect(WebEngine.text(of: "let a = 1\nm.", before: 1, 2) == "let a = 1\nm.")
    #expect(WebEngine.text(of: "let a = 1\nm.na", before: 1, 2) == "let a = 1\nm.")
    #expect(WebEngine.text(of: "let 😀 = \"\"\n😀.", before: 1, 3) == "let 😀 = \"\"\n😀.")
    #expect(WebEngine.text(of: "😀.", before: 0, 1) == nil, "inside a surrogate pair")
    #expect(WebEngine.text(of: "m.", before: 0, 3) == nil)
    #expect(WebEngine.text(of: "m.", before: -1, 0) == nil)
  }
}

/// How deep brackets nest, as completion measures before it sends code to `sourcekit-lsp`.
@Suite struct CompletionNestingTests {
  /// A request after which the shared server is gone bars its student for ten minutes and its
  /// network for one: a client looping it cannot restart the server for the class.
  @Test func aRequestThatEndedTheServerBarsItsStudentAndNetwork() {
    let shared = SharedCompletion { throw CancellationError() }
    #expect(!shared.isBarred("student a", "10.0.0.1"))
    shared.bar("student a", "10.0.0.1")
    #expect(shared.isBarred("student a", "10.0.0.9"), "the student, from anywhere")
    #expect(shared.isBarred("student b", "10.0.0.1"), "the network, for a minute")
    #expect(!shared.isBarred("student b", "10.0.0.9"), "nobody else")
    #expect(SharedCompletion.barredAfterEnd == .seconds(600))
    #expect(SharedCompletion.networkBarredAfterEnd == .seconds(60))
  }

  @Test func bracketsOfEveryKindCountAndClosingOnesNeverGoBelowZero() {
    #expect(CodeNesting.depth(of: "") == 0)
    #expect(CodeNesting.depth(of: "f(a[1], { $0 })") == 2)
    #expect(CodeNesting.depth(of: ")))(((") == 3)
    let deep = String(repeating: "[", count: 13) + String(repeating: "]", count: 13)
    #expect(CodeNesting.depth(of: deep) > SharedCompletion.deepestNesting)
  }

  /// What a hostile student tried: generic arguments nest too; brackets in a string or a
  /// comment neither count nor hide real ones; a comparison is no nesting.
  @Test func genericsCountAndStringsOrCommentsHideNothing() {
    let generic =
      "let x: " + String(repeating: "Array<", count: 20) + "Int"
      + String(repeating: ">", count: 20) + " = []"
    #expect(CodeNesting.depth(of: generic) == 20)
    let hidden = "let s = \"]]]]]]]]\" // ]]]]]]]\n" + String(repeating: "[", count: 13) + "1"
    #expect(CodeNesting.depth(of: hidden) == 13)
    #expect(CodeNesting.depth(of: "if count<5 && a < b { for i in 0..<n {} }") == 2)
  }

  /// Nesting no bracket shows: a row of postfix `?` or `!` (3000 of them ended the shared
  /// server); `??`, `!=` and a prefix `!` are no nesting.
  @Test func optionalsInARowNestToo() {
    let optionals = "let v: Int" + String(repeating: "?", count: 3000) + " = nil\nv."
    #expect(CodeNesting.depth(of: optionals) == 3000)
    #expect(!SharedCompletion.isEasy(optionals))
    #expect(CodeNesting.depth(of: "let m: Meal? = nil; m?.name; m!.rating; [1][0]!") == 1)
    #expect(CodeNesting.depth(of: "let a = b ?? c; if !done && a != 1 {}") == 1)
    #expect(SharedCompletion.isEasy("let meal: Meal?? = nil\nmeal??.name"))
  }

  /// A long unbracketed chain of operators in one statement is refused; the same operators
  /// over several statements are not.
  @Test func aLongChainOfOperatorsInOneStatementIsRefused() {
    let bomb = "let x1 = a + 1 * b - 2 + a * 3 - b / 4 + a * 5 - 6 * b + a - 7 + b * 8 - a + 9"
    #expect(CodeNesting.operators(of: bomb) >= 16)
    #expect(!SharedCompletion.isEasy("let a = 1\nlet b = 2.0\n" + bomb + "\nx1."))
    let split = "let a = 1 + 2 * 3\nlet b = a - 4 / 5\nlet c = a + b * 6\nlet d = c - a"
    #expect(CodeNesting.operators(of: split) == 3)
    #expect(SharedCompletion.isEasy(split + "\nd."))
    let continued = "let total = a +\n  b +\n  c"
    #expect(CodeNesting.operators(of: continued) == 3)
    #expect(CodeNesting.operators(of: "let s = \"+ - * / + - * / + - * / + -\" // + - * /") == 1)
  }
}
