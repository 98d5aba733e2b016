import Foundation
import Testing
import TutorTestSupport

/// The editor pages in headless Chromium: the scratch page's live session, the values sidebar
/// lined up with the editor's lines, and a change made by an editor outside showing up.
@Suite(.tags(.browser, .toolchain, .jail)) struct WorkbenchTests {
  @Test func theScratchPageKeepsALiveSession() throws {
    try withCourseOpen("/scratch", artifacts: "scratch") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      try browser.type("var total = 40\ntotal += 2")
      try browser.click("#run")
      try browser.waitForText("#transcript", containing: "total: Int = 42")
      // The second input sees the first one's variable, as it is now: the session is live.
      try browser.type("total * 2")
      try browser.click("#run")
      try browser.waitForText("#transcript .input:nth-child(2)", containing: "Int = 84")
      try browser.shoot("01-two-inputs")
      // A lesson and back, within the tab: the same session, its transcript shown again.
      try browser.open(served.address("/lesson/optionals").absoluteString)
      try browser.waitForText("h1", containing: "Optional")
      try browser.open(served.address("/scratch").absoluteString)
      try browser.waitForText("#transcript", containing: "what you ran before (inputs kept: 2)")
      #expect(try browser.count("#transcript .input") == 2)
      try browser.type("total + 1")
      try browser.click("#run")
      try browser.waitForText("#transcript .input:nth-child(4)", containing: "Int = 43")
      // A crash shows the values before it, and says the input was not kept.
      try browser.type("print(total)\nlet empty: [Int] = []\nempty[0]")
      try browser.click("#run")
      try browser.waitForText(
        "#transcript .input.crashed",
        containing: "This input was not kept; your earlier inputs are all still there.")
      let crashed = try browser.text("#transcript .input.crashed")
      #expect(crashed.contains("empty: [Int] = []"), "its values, before the crash: \(crashed)")
      // New session ends it: the next visit starts afresh.
      try browser.click("#new-session")
      try browser.open(served.address("/scratch").absoluteString)
      try browser.waitForText("#run", containing: "Run")
      #expect(try browser.count("#transcript .input") == 0)
    }
  }

  @Test func theSidebarShowsEachValueBesideItsLine() throws {
    try withCourseOpen("/exercise/hello-swift", artifacts: "sidebar") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      try browser.type("let a = 1\nlet b = a + 1\n\n\nb * 10")
      try browser.click("#run")
      try browser.waitForText("#sidebar", containing: "Int = 20")
      #expect(try browser.texts("#sidebar .value") == ["a: Int = 1", "b: Int = 2", "Int = 20"])
      // Each value's top is its line's top in CodeMirror, to the pixel.
      for line in [1, 2, 5] {
        let gap =
          try browser.run(
            """
            const value = document.querySelector('#sidebar .value[data-line="' + arguments[0] + '"]');
            const row = document.querySelectorAll('.CodeMirror-code > div')[arguments[0] - 1];
            return Math.abs(value.getBoundingClientRect().top - row.getBoundingClientRect().top);
            """, [line]) as? Double
        #expect(gap.map { $0 <= 1 } == true, "line \(line) is \(gap ?? -1) px off")
      }
      try browser.shoot("01-values", showing: ".workbench")
    }
  }

  @Test func aChangeMadeOutsideShowsUpInThePage() throws {
    try withCourseOpen("/exercise/hello-swift", artifacts: "outside") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      let file = served.folder.appendingPathComponent("work/getting-started/hello-swift.swift")
      #expect(FileManager.default.fileExists(atPath: file.path))
      try Data("print(\"edited in vim\")\n".utf8).write(to: file)
      try browser.waitForText(".CodeMirror-code", containing: "edited in vim", timeout: 10)
      #expect(try browser.text("#status").contains("changed outside"))
    }
  }

  @Test func typedWorkIsSavedAsYouTypeAndErrorsMarkTheirLine() throws {
    try withCourseOpen("/exercise/hello-swift", artifacts: "autosave") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      try browser.type("let fine = 1\nlet broken: Int = \"text\"")
      // Saved without Run or Check: a reload, the language switch or a crash loses nothing.
      let file = served.folder.appendingPathComponent("work/getting-started/hello-swift.swift")
      let deadline = Date().addingTimeInterval(10)
      while (try? String(contentsOf: file, encoding: .utf8))
        != "let fine = 1\nlet broken: Int = \"text\"",
        Date() < deadline
      {
        Thread.sleep(forTimeInterval: 0.2)
      }
      #expect(try String(contentsOf: file, encoding: .utf8).contains("let broken"))
      try browser.click("#run")
      try browser.waitForText("#console", containing: "hello-swift.swift:2:")
      #expect(try browser.count(".CodeMirror-code > div:nth-child(2) .error-line") == 1)
      #expect(try browser.count(".CodeMirror-code > div:nth-child(1) .error-line") == 0)
      try browser.shoot("01-error-marked", showing: ".workbench")
    }
  }

  @Test func aCheckThatCrashesMarksTheLearnersLineInTheEditor() throws {
    try withCourseOpen("/exercise/team-score", artifacts: "crash-line") { served, browser in
      try browser.waitForText("#check", containing: "Check")
      let source = """
        func teamScore(_ scores: [Int]) -> Int {
          var points = 0
          for index in 0...scores.count {
            points += scores[index] > 50 ? 3 : 1
          }
          return points
        }
        """
      try browser.submit(source, with: "#check")
      try browser.waitForText("#report", containing: "team-score.swift:4: Fatal error")
      let report = try browser.text("#report")
      #expect(report.contains("tip: an array's positions run from 0 to count - 1"), "\(report)")
      #expect(!report.contains("Swift/"), "no library file of Swift's: \(report)")
      #expect(try browser.count(".CodeMirror-code > div:nth-child(4) .error-line") == 1)
      #expect(try browser.count(".CodeMirror-code > div:nth-child(3) .error-line") == 0)
      try browser.shoot("01-crash-marked", showing: ".workbench")
    }
  }

  @Test func theCompilersFixIsOneClickAway() throws {
    try withCourseOpen("/exercise/team-score", artifacts: "fix-it") { served, browser in
      try browser.waitForText("#check", containing: "Check")
      let source = """
        func teamScore(_ scores: [Int]) -> Int {
          let points = 0
          for score in scores { points += score > 50 ? 3 : 1 }
          return points
        }
        """
      try browser.submit(source, with: "#check")
      try browser.waitForText("#report", containing: "the compiler suggests: var points = 0")
      #expect(try browser.texts("#report button.fix") == ["Change line 2 to: var points = 0"])
      try browser.shoot("01-fix-offered", showing: ".workbench")
      try browser.click("#report button.fix")
      let line = try browser.run("return window.tutorEditor.getValue().split('\\n')[1]")
      #expect(line as? String == "  var points = 0")
      // The report is about the file as it was: dimmed once the file changes.
      #expect(try browser.count("#report.stale") == 1)
      // The same in Chinese, from Run: a placeholder the fix brings is selected to type over.
      try browser.click(".lang button[data-lang='zh-Hans']")
      try browser.waitForText("#run", containing: "运行")
      try browser.submit("let maybe: Int? = 2\nlet total = maybe + 1", with: "#run")
      try browser.waitForText(
        "#console", containing: "编译器建议：let total = (maybe ?? <#default value#>) + 1")
      let labels = try browser.texts("#console button.fix")
      // Never `!`: after "must be unwrapped" it is the way to a crash.
      #expect(!labels.contains { $0.contains("maybe!") }, "\(labels)")
      #expect(labels.contains("把第 2 行改成：let total = (maybe ?? <#default value#>) + 1"))
      try browser.click("#console button.fix")
      let selected = try browser.run(
        "return document.querySelector('.CodeMirror').CodeMirror.getSelection()")
      #expect(selected as? String == "<#default value#>")
      // The one fix of that line, applied: it stays, done.
      #expect(try browser.count("#console button.fix") == 1)
      #expect(try browser.count("#console button.fix:disabled") == 1)
      try browser.shoot("02-fix-applied-zh", showing: ".workbench")
    }
  }

  @Test func aClassroomStudentPastTheirChecksIsToldWhenTheyCanCheckAgain() throws {
    try withCourseOpen(
      "/exercise/first-check", artifacts: "check-limit",
      arguments: ["--classroom", "--check-interval", "3600"]
    ) { served, browser in
      try browser.waitForText("#check", containing: "Check")
      try browser.type("// not yet")
      // A new student has one Check; the next waits its turn.
      try browser.click("#check")
      try browser.waitForText("#report .headline", containing: "—")
      try browser.click("#check")
      try browser.waitForText("#status", containing: "you can check again in")
      try browser.shoot("01-check-again-in", showing: "#status")
    }
  }
}
