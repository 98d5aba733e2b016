import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor check` of a `team-score` answer that looks right but traps on one line: the
/// report names the learner's file and line (`crash.swift:4`, `crash.swift 第 4 行`), then a
/// tip in their language — never a library file of Swift's they did not write — and the JSON
/// gives the line for the editor to mark.
@Suite(.tags(.toolchain, .jail)) struct CrashLineTests {
  /// A file that traps, the line it traps on, the line that called it (a helper), what the
  /// message says besides the place, and how its tip begins in English and in Chinese.
  struct Trap: Sendable, CustomStringConvertible {
    var name: String
    var source: String
    var line: Int
    var caller: Int?
    var reason: String
    var tip: String
    var tipZh: String
    var description: String { name }
  }

  static let traps = [
    Trap(
      name: "index out of range",
      source: """
        func teamScore(_ scores: [Int]) -> Int {
          var points = 0
          for index in 0...scores.count {
            points += scores[index] > 50 ? 3 : 1
          }
          return points
        }

        """, line: 4, reason: "Index out of range",
      tip: "tip: an array's positions run from 0 to count - 1", tipZh: "提示：数组下标的范围是 0 到 count - 1"),
    Trap(
      name: "force unwrap of nil",
      source: """
        func teamScore(_ scores: [Int]) -> Int {
          var points = 0
          for result in scores {
            points += result > 50 ? 3 : 1
          }
          return scores.isEmpty ? Int("none")! : points
        }

        """, line: 6, reason: "Unexpectedly found nil",
      tip: "tip: a `!` met nil here", tipZh: "提示：这里的 `!` 遇到了 nil"),
    Trap(
      name: "integer overflow",
      source: """
        func teamScore(_ scores: [Int]) -> Int {
          var points = 0
          for result in scores {
            let twice = result + result
            points += twice > 100 ? 3 : 1
          }
          return points
        }

        """, line: 4, reason: "(a Swift runtime trap)",
      tip: "tip: most often a number went past what its type holds",
      tipZh: "提示：最常见的原因是数字超出了类型能表示的范围"),
    Trap(
      name: "fatalError in a helper",
      source: """
        func points(for result: Int) -> Int {
          guard result >= 0 else { fatalError("a negative score") }
          return result > 50 ? 3 : 1
        }

        func teamScore(_ scores: [Int]) -> Int {
          var total = 0
          for result in scores {
            total += points(for: result)
          }
          return total
        }

        """, line: 2, caller: 9, reason: "a negative score",
      tip: "tip: your code stopped the program on purpose here",
      tipZh: "提示：你的代码在这里主动中止了程序"),
  ]

  @Test(arguments: traps) func aTrapIsReportedAtTheLearnersLineInEnglish(trap: Trap) throws {
    let test = try crashedCheck(trap, language: "en")
    let message = test.message ?? ""
    let place =
      trap.caller.map { "crash.swift:\(trap.line), called from line \($0)" }
      ?? "crash.swift:\(trap.line)"
    #expect(message.contains("the program crashed at \(place)"), "\(message)")
    #expect(message.contains(trap.reason), "\(message)")
    let lines = message.split(separator: "\n")
    #expect(lines.first?.contains(place) == true, "the learner's place first: \(message)")
    #expect(lines.count == 2, "\(message)")
    #expect(
      lines.last?.trimmingCharacters(in: .whitespaces).hasPrefix(trap.tip) == true, "\(message)")
    #expect(!message.contains("Swift/"), "no library file of Swift's: \(message)")
    #expect(test.line == trap.line)
  }

  @Test(arguments: traps) func aTrapIsReportedAtTheLearnersLineInChinese(trap: Trap) throws {
    let test = try crashedCheck(trap, language: "zh-Hans")
    let message = test.message ?? ""
    let place =
      trap.caller.map { "crash.swift 第 \(trap.line) 行（由第 \($0) 行调用）" }
      ?? "crash.swift 第 \(trap.line) 行"
    #expect(message.contains("程序在 \(place)崩溃了"), "\(message)")
    #expect(!message.contains("Swift/"), "no library file of Swift's: \(message)")
    let tip = message.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces)
    #expect(tip?.hasPrefix(trap.tipZh) == true, "\(message)")
    #expect(test.line == trap.line)
  }

  /// Grades `trap` as `crash.swift` in `language`: the first check that ended in an error.
  private func crashedCheck(_ trap: Trap, language: String) throws -> CrashJSON.Test {
    let file = try CourseFiles.write(trap.source, named: "crash.swift")
    defer { CourseFiles.removeFolder(of: file) }
    let run = try CourseFiles.tutor(
      ["check", "team-score", file.path, "--format", "json", "--lang", language])
    #expect(run.status == 1, "\(run.transcript)")
    let result = try JSONDecoder().decode(CrashJSON.self, from: Data(run.stdout.utf8))
    #expect(result.status == "fail", "\(run.transcript)")
    return try #require(result.tests.first { $0.status == "error" }, "\(run.transcript)")
  }
}

/// The parts of `check --format json` these tests read, `line` among them.
struct CrashJSON: Decodable {
  struct Test: Decodable {
    var status: String
    var message: String?
    var line: Int?
  }
  var status: String
  var message: String?
  var line: Int?
  var tests: [Test]
}
