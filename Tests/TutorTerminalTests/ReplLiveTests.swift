import Foundation
import LessonKit
import LineEditing
import Testing
import TutorTerminal

/// The REPL over a live session, driven by a ``ScriptedLineReader``: state that stays,
/// every multi-line form typed line by line, output exactly as printed, a crash survived.
@Suite(.tags(.toolchain, .jail)) struct ReplLiveTests {
  private func lines(_ repl: ReplFixture) -> [String] {
    repl.output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func aRandomValueAndADictionaryStayAsTheyWere() throws {
    let repl = try ReplFixture()
    try repl.run([
      "let r = Int.random(in: 1...1_000_000_000)", "r",
      "var menu = [\"soup\": 4, \"curry\": 9, \"salad\": 5, \"bread\": 2, \"tea\": 1]", "menu",
      "menu",
    ])
    let shown = lines(repl)
    let drawn = try #require(shown.first { $0.hasPrefix("r: Int = ") }).dropFirst(9)
    #expect(shown.contains("Int = \(drawn)"), "\(shown)")
    let orders = shown.filter { $0.hasPrefix("[String: Int] = ") }
    #expect(orders.count == 2 && orders[0] == orders[1])
    #expect(repl.output.errors.isEmpty, "\(repl.output.errors)")
  }

  @Test func everyMultiLineFormIsAcceptedLineByLine() throws {
    let repl = try ReplFixture()
    let reader = try repl.run([
      "@propertyWrapper", "struct Clamped {", "  var value = 0",
      "  var wrappedValue: Int {", "    get { value }", "    set { value = min(newValue, 10) }",
      "  }", "  init(wrappedValue: Int) { value = min(wrappedValue, 10) }", "}",
      "@available(*, unavailable)", "func old() {}",
      "func largest<T>(_ items: [T]) -> T?", "  where T: Comparable", "{", "  items.max()", "}",
      "largest([3, 9, 2])",
      "#if DEBUG", "let mode = \"debug\"", "#else", "let mode = \"release\"", "#endif",
      "let doubled = [1, 2, 3]", "  .map { $0 * 2 }", "  .filter { $0 > 2 }",
      "let total = [1, 2, 3].reduce(0)", "{ $0 + $1 }",
      "let text = \"Result: \\(\"\"\"", "  multi", "  line", "  \"\"\")\"",
      "enum Shape { case circle(Double), square(Double) }",
      "switch Shape.circle(2) {", "case .circle(let r):", "  print(\"circle\", r)",
      "case .square(let side):", "  print(\"square\", side)", "}",
      "struct Settings { @Clamped var volume = 5 }", "var settings = Settings()",
      "settings.volume = 42", "settings.volume",
    ])
    #expect(repl.output.errors.isEmpty, "\(repl.output.errors)")
    let shown = lines(repl)
    for expected in [
      "Int? = 9", "4 │ mode: String = \"release\"", "1 │ doubled: [Int] = [4, 6]",
      "1 │ total: Int = 6", "1 │ text: String = \"Result: multi\\nline\"", "circle 2.0",
      "Int = 10",
    ] {
      #expect(shown.contains(expected), "\(expected) in \(shown)")
    }
    #expect(
      reader.history.contains(
        "func largest<T>(_ items: [T]) -> T?\n  where T: Comparable\n{\n  items.max()\n}"))
  }

  @Test func printedTextIsShownExactlyAsPrinted() throws {
    let repl = try ReplFixture()
    try repl.run([
      "for i in 1...3 { print(i * 10, terminator: \"\") }", "print(\"!\")",
      "print(\"a\", terminator: \"\")\nlet after = 1",
    ])
    #expect(repl.output.text.hasPrefix("102030!\n"), "\(repl.output.text)")
    #expect(repl.output.text.hasSuffix("a\n2 │ after: Int = 1\n"), "\(repl.output.text)")
  }

  @Test func aCrashRestoresTheSessionWithOneLineAndEarlierVariablesAnswer() throws {
    let repl = try ReplFixture()
    try repl.run([
      "var visits = 3", "print(\"hello once\")", "visits += 1", "let none: Int? = nil",
      "none!", "visits",
    ])
    let notices = lines(repl).filter { $0.hasPrefix("(The session's process ended") }
    #expect(notices.count == 1, "\(repl.output.text)")
    #expect(notices.first?.contains("4 earlier inputs ran once more") == true)
    #expect(repl.output.errors.contains("Unexpectedly found nil"))
    #expect(lines(repl).contains("Int = 4"), "visits kept its value: \(repl.output.text)")
    #expect(repl.output.text.components(separatedBy: "hello once").count == 2, "shown once")
  }

  @Test func theRestartNoticeSpeaksTheLearnersLanguage() throws {
    let repl = try ReplFixture()
    repl.language = .zhHans
    try repl.run(["let kept = 1", "[1][5]"])
    #expect(repl.output.text.contains("会话已重启：之前的 1 段输入已在后台重跑，副作用会再发生一次，输出不再显示。"))
  }

  @Test func saveWritesTheKeptInputsAndLoadRunsThemAgain() throws {
    let repl = try ReplFixture()
    let file = repl.folder.appendingPathComponent("saved/session.swift")
    try repl.run([
      "let base = 20", "func twice(_ n: Int) -> Int {", "  n * 2", "}", "let broken: Int = \"x\"",
      "twice(base)", ":save \(file.path)",
    ])
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved == "let base = 20\n\nfunc twice(_ n: Int) -> Int {\n  n * 2\n}\n\ntwice(base)\n")
    #expect(repl.output.text.contains("Saved 3 inputs to \(file.path)."))
    repl.output.clear()
    try repl.run([":load \(file.path)", "twice(base) + 2"])
    #expect(lines(repl).contains("swift> let base = 20"))
    #expect(lines(repl).contains("Int = 40"))
    #expect(lines(repl).contains("Ran 3 inputs from \(file.path)."))
    #expect(lines(repl).contains("Int = 42"), "the loaded inputs stay defined")
  }

  @Test func loadStopsAtTheFirstInputNotKeptAndNamesTheLine() throws {
    let repl = try ReplFixture()
    let file = repl.folder.appendingPathComponent("broken.swift")
    try Data("let a = 1\n\nlet b: Int = \"two\"\nlet c = 3\n".utf8).write(to: file)
    try repl.run([":load \(file.path)", ":load \(repl.folder.path)/missing.swift", ":save"])
    #expect(repl.output.errors.contains("Stopped loading at \(file.path):3"))
    #expect(!repl.output.text.contains("c: Int = 3"))
    #expect(repl.output.errors.contains("Could not read \(repl.folder.path)/missing.swift"))
    #expect(repl.output.errors.contains("Usage: :save FILE"))
  }

  /// 150 inputs through the REPL, each building on the ones before (the latency of such a
  /// session is `make bench`'s figure, never a timed test).
  @Test func aHundredAndFiftyInputSessionKeepsEverything() throws {
    var script: [String] = []
    for cycle in 0..<15 {
      let previous = cycle == 0 ? "0" : "total\(cycle - 1)"
      script += [
        "let base\(cycle) = \(cycle) * 3", "var total\(cycle) = base\(cycle) + \(previous)",
        "func scale\(cycle)(_ x: Int) -> Int {", "  x * 2", "}",
        "total\(cycle) = scale\(cycle)(total\(cycle))",
        "struct Item\(cycle) { var name: String; var price: Int }",
        "var items\(cycle) = [Item\(cycle)(name: \"a\", price: base\(cycle))]",
        "items\(cycle).append(Item\(cycle)(name: \"b\", price: total\(cycle)))",
        "print(items\(cycle).map(\\.name).joined(separator: \",\"))",
        "let meal\(cycle) = Meal(name: \"Soup\", photo: nil, rating: \(cycle % 5))",
        "items\(cycle).count + (meal\(cycle)?.rating ?? 0)",
      ]
    }
    let repl = try ReplFixture()
    try repl.run(script + ["total14"])
    #expect(repl.output.errors.isEmpty, "\(repl.output.errors)")
    #expect(lines(repl).filter { $0 == "a,b" }.count == 15, "each print once")
    // total(n) = 2 * (3n + total(n-1)), total(-1) = 0.
    let expected = (0..<15).reduce(0) { total, cycle in 2 * (3 * cycle + total) }
    #expect(repl.output.text.hasSuffix("\nInt = \(expected)\n"), "\(repl.output.text.suffix(80))")
  }

  @Test func resetStartsAFreshSessionProcess() throws {
    let repl = try ReplFixture()
    try repl.run(["let counter = Int.random(in: 1...1_000)", ":reset", "counter"])
    #expect(repl.output.errors.contains("cannot find 'counter' in scope"))
  }

  /// Every runnable example of every lesson, run in order in one session per lesson, does
  /// what its block claims: it runs (a claimed crash is reported and survived), shows its
  /// claimed warnings and prints its claimed output.
  @Test func allLessonExamplesRunInOrderInTheRepl() throws {
    let course = try ReplFixture.course.get()
    for lesson in course.lessons {
      let blocks = lesson.text(.en).blocks.blocks.filter { $0.example != nil }
      let repl = try ReplFixture()
      try repl.run([":lesson \(lesson.id)"] + blocks.compactMap { $0.example.map { ":run \($0)" } })
      let errors = repl.output.errors
      #expect(!errors.contains(": error:"), "lesson \(lesson.id): \(errors)")
      let crashes = blocks.compactMap(\.claims.crash)
      let notKept = errors.components(separatedBy: "(That input was not kept").count - 1
      #expect(notKept == crashes.count, "lesson \(lesson.id): \(errors)")
      for crash in crashes where !crash.isEmpty {
        #expect(errors.contains(crash), "lesson \(lesson.id): \(crash) in \(errors)")
      }
      for warning in blocks.flatMap(\.claims.warnings) {
        #expect(errors.contains(warning), "lesson \(lesson.id): \(warning) in \(errors)")
      }
      let shown = Set(lines(repl).map { $0.trimmingCharacters(in: .whitespaces) })
      for line in blocks.compactMap(\.claims.output).flatMap({ $0.split(separator: "\n") }) {
        let text = line.trimmingCharacters(in: .whitespaces)
        #expect(shown.contains(text), "lesson \(lesson.id): printed \(text)")
      }
    }
  }
}
