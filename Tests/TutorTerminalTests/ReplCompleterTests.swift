import Grading
import LineEditing
import SwiftToolchain
import Testing
import TutorTestSupport

@testable import TutorTerminal

@Suite struct ReplCompleterTests {
  let completer: ReplCompleter = {
    let course = (try? ReplFixture.course.get())
    let symbols = SymbolTable(
      course: course
        ?? .init(root: .init(fileURLWithPath: "/"), titles: [:], lessons: [], problems: []),
      sampleFolders: ModuleCache.sampleModules.map {
        TestPaths.packageRoot.appendingPathComponent("Sources/\($0)")
      })
    symbols.learn(from: "let favouriteMeal = 1\nfunc fancyTotal() {}")
    return ReplCompleter(symbols: symbols)
  }()

  func complete(_ line: String) -> [String] {
    completer.complete(CompletionRequest(line: line, cursor: line.count)).map(\.text)
  }

  @Test func commands() {
    #expect(complete(":le") == [":lesson ", ":lessons "])
    #expect(complete(":ex") == [":exercise "])
  }

  @Test func lessonAndExerciseIds() {
    #expect(complete(":lesson opt").contains("optionals "))
    #expect(complete(":exercise team").contains("team-score "))
    #expect(complete(":lang zh") == ["zh-Hans "])
  }

  @Test func sessionAndLibraryNames() {
    #expect(complete("fa").contains("fancyTotal"))
    #expect(complete("let y = favou") == ["favouriteMeal"])
    #expect(complete("let r = RatingCo").contains("RatingControl"))
    #expect(complete("let c = EquilateralTr") == ["EquilateralTriangle"])
    #expect(complete("meal.ra").contains("rating"))
  }
}
