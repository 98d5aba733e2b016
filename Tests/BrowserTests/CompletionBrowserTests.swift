import Foundation
import Testing
import TutorTestSupport

/// The editor's completion in headless Chromium: a typed `.` lists what sourcekit-lsp offers
/// there, with MealKit known as the grader knows it, and a click puts the member in.
@Suite(.tags(.browser, .toolchain, .jail)) struct CompletionBrowserTests {
  @Test func aTypedDotListsTheMembersAndAClickInsertsOne() throws {
    try withCourseOpen("/exercise/hello-swift", artifacts: "completion") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      try browser.type("let m = Meal(name: \"x\", photo: nil, rating: 3)!\nm.")
      // The first request starts sourcekit-lsp and answers nothing; Ctrl-Space's action asks
      // again until the list shows.
      let deadline = Date().addingTimeInterval(120)
      while try browser.count(".CodeMirror-hints") == 0, Date() < deadline {
        _ = try browser.run("window.tutorEditor.complete()")
        Thread.sleep(forTimeInterval: 1)
      }
      try browser.waitForText(".CodeMirror-hints", containing: "rating: Int", timeout: 10)
      #expect(try browser.texts(".CodeMirror-hint").contains("name: String"))
      try browser.shoot("01-members")
      let value =
        try browser.run(
          """
          const hint = [...document.querySelectorAll('.CodeMirror-hint')]
            .find((item) => item.textContent === 'rating: Int');
          hint.click();
          return window.tutorEditor.getValue();
          """) as? String
      #expect(value?.hasSuffix("\nm.rating") == true, "\(value ?? "nil")")
    }
  }

  /// Ctrl-I: the declaration and doc comment of the name before the cursor, below the editor,
  /// in the page's language around the server's words; the next key closes it.
  @Test func controlIShowsTheDocumentationOfTheNameAtTheCursor() throws {
    try withCourseOpen("/exercise/hello-swift", artifacts: "documentation") { served, browser in
      try browser.waitForText("#run", containing: "Run")
      try browser.type("let first = Meal.samples[0]\nMeal")
      // The first request starts sourcekit-lsp and answers nothing: ask until it answers.
      let deadline = Date().addingTimeInterval(120)
      while try !browser.text(".doc-panel").contains("struct Meal"), Date() < deadline {
        try browser.pressControl("i")
        Thread.sleep(forTimeInterval: 1)
      }
      #expect(try browser.text(".doc-panel").contains("A meal can only be created valid"))
      #expect(try browser.count(".doc-panel pre") >= 1)
      try browser.shoot("01-meal", showing: ".workbench")
      // The server's HTML, not Markdown re-read by the page: a name with several declarations
      // has a heading, its examples are code (a newcomer saw "## 2 declarations of this name").
      try browser.type("let v = Int(\"5\")")
      _ = try browser.run(
        "document.querySelector('.CodeMirror').CodeMirror.setCursor({ line: 0, ch: 9 }); return true"
      )
      try browser.pressControl("i")
      try browser.waitForText(".doc-panel", containing: "declarations of this name")
      #expect(try browser.text(".doc-panel h2").contains("declarations of this name"))
      #expect(try !browser.text(".doc-panel").contains("##"))
      #expect(try browser.count(".doc-panel pre.code code") >= 2)
      try browser.shoot("02-int", showing: ".workbench")
      try browser.type("let first = Meal.samples[0]\n  ")
      try browser.pressControl("i")
      try browser.waitForText(".doc-panel", containing: "No documentation for this")
    }
  }
}
