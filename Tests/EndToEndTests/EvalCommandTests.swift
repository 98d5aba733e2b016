import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor eval FILE`: playground-style values per line, MealKit and Shapes imported.
@Suite(.tags(.toolchain, .jail)) struct EvalCommandTests {
  @Test func aFileUsingMealKitAndShapesShowsEachLinesValue() throws {
    let source = """
      let meal = Meal(name: "Caprese Salad", photo: nil, rating: 4)
      let square = Square(sideLength: 3, name: "box")
      let area = square.area()
      print("stars:", meal?.rating ?? -1)
      let sides = square.numberOfSides

      """
    let file = try CourseFiles.write(source, named: "tour.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["eval", file.path])
    #expect(run.status == 0, "\(run.transcript)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    func line(_ number: Int, containing text: String) -> Bool {
      lines.contains {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(number) ") && $0.contains(text)
      }
    }
    #expect(line(1, containing: "Caprese Salad"), "\(run.transcript)")
    #expect(line(2, containing: "box"), "\(run.transcript)")
    #expect(line(3, containing: "9.0"), "\(run.transcript)")
    #expect(line(4, containing: "stars: 4"), "\(run.transcript)")
    #expect(line(5, containing: "4"), "\(run.transcript)")
  }

  @Test func aCompileErrorExitsOneAndNamesTheStudentsLine() throws {
    let source = "let name = \"Soup\"\nlet rating = 3\nlet total: Int = name + rating\n"
    let file = try CourseFiles.write(source, named: "broken.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["eval", file.path])
    #expect(run.status == 1, "\(run.transcript)")
    #expect(run.stderr.contains("broken.swift:3:"), "\(run.transcript)")
  }

  /// A trap in the standard library is named at the learner's line and the line that called
  /// it, with the fix-its of the compile before (the values up to the crash still show).
  @Test(arguments: [
    ("en", "the program crashed at crash.swift:3, called from line 5"),
    ("zh-Hans", "程序在 crash.swift 第 3 行（由第 5 行调用）崩溃了"),
  ])
  func aCrashNamesTheLearnersLine(language: String, said: String) throws {
    let source =
      "let a = [1, 2, 3]\nfunc pick(_ i: Int) -> Int {\n  return a[i]\n}\nlet x = pick(5)\n"
    let file = try CourseFiles.write(source, named: "crash.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["eval", "--lang", language, file.path])
    #expect(run.status == 1, "\(run.transcript)")
    #expect(run.transcript.contains(said), "\(run.transcript)")
    // Then a tip, never Swift's own file.
    #expect(!run.transcript.contains("Swift/ContiguousArrayBuffer.swift"), "\(run.transcript)")
    let tip = language == "en" ? "tip: an array's positions" : "提示：数组下标的范围"
    #expect(run.transcript.contains(tip), "\(run.transcript)")
    #expect(run.stdout.contains("a: [Int] = [1, 2, 3]"), "\(run.transcript)")
  }

  /// A failed `as!` aborts without a `Fatal error` line: the runtime's reason is named, at the
  /// learner's line, without its addresses and module names.
  @Test func aFailedForcedCastSaysWhyAndWhere() throws {
    let source = "class A {}\nclass B: A {}\nclass C: A {}\nlet x: A = B()\nlet c = x as! C\n"
    let file = try CourseFiles.write(source, named: "cast.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["eval", "--lang", "en", file.path])
    #expect(run.status == 1, "\(run.transcript)")
    let said = "the program crashed at cast.swift:5: Could not cast value of type 'B' to 'C'\n"
    #expect(run.transcript.contains(said), "\(run.transcript)")
  }

  /// A forged `Fatal error` line full of escapes is shown, never obeyed, in the crash message.
  @Test func aForgedFatalLineCannotDriveTheTerminal() throws {
    let source = """
      import Foundation
      FileHandle.standardError.write(Data("\\u{1b}]0;PWNED\\u{07}X: Fatal error: \\u{1b}[31mOK\\n".utf8))
      let a = [1]
      let b = a[3]

      """
    let file = try CourseFiles.write(source, named: "escape.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["eval", "--lang", "en", file.path])
    let message = try #require(
      run.transcript.split(separator: "\n").first { $0.contains("the program crashed at") })
    #expect(!message.unicodeScalars.contains { $0.value == 0x1B }, "\(message)")
    #expect(message.contains("escape.swift:4"), "\(message)")
  }

  @Test func aFixItShowsAsTheLineItMakes() throws {
    let file = try CourseFiles.write("let total = 1\ntotal += 1\n", named: "fix.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(["eval", "--lang", "en", file.path])
    #expect(run.status == 1, "\(run.transcript)")
    #expect(run.stderr.contains("the compiler suggests: var total = 1"), "\(run.transcript)")
  }

  @Test func standardInputIsEvaluatedLikeAFile() throws {
    let run = try CourseFiles.tutor(["eval", "-"], stdin: "let x: Int? = 9\n")
    #expect(run.status == 0, "\(run.transcript)")
    #expect(run.stdout.contains("x: Int? = 9"), "\(run.transcript)")
  }

  @Test func partialLinesJoinAndWarningsFollowTheValues() throws {
    let source = """
      for i in 1...3 { print(i * 10, terminator: "") }
      print("!")
      func f() {
        var unused = 1
      }

      """
    let run = try CourseFiles.tutor(["eval", "-"], stdin: source)
    #expect(run.status == 0, "\(run.transcript)")
    let printed = run.stdout.split(separator: "\n").filter { $0.contains("▸") }
    #expect(printed.count == 1, "one printed line: \(run.transcript)")
    #expect(printed.first?.hasSuffix("1 ▸ 102030!") == true, "\(run.transcript)")
    #expect(
      run.stderr.contains("stdin:4:7: warning: initialization of variable 'unused' was never used"),
      "\(run.transcript)")
    #expect(run.stderr.contains("(the code ran anyway)"), "\(run.transcript)")
  }
}
