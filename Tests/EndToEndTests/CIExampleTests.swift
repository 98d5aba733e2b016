import Foundation
import Testing
import TutorTestSupport
import Yams

/// The worked CI examples in docs/ci parse as YAML, have the shape the README promises (shards
/// in parallel, a merge that needs them, JUnit published), and run only `swift-tutor`
/// subcommands and options that exist.
@Suite struct CIExampleTests {
  private static let folder = TestPaths.packageRoot.appendingPathComponent("docs/ci")

  private static func load(_ name: String) throws -> [String: Any] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return try #require(try Yams.load(yaml: text) as? [String: Any], "\(name) is a mapping")
  }

  /// Every shell line under `run`, `script` and `before_script` anywhere in `node`.
  private static func shellLines(_ node: Any) -> [String] {
    var lines: [String] = []
    if let mapping = node as? [String: Any] {
      for (key, value) in mapping {
        if ["run", "script", "before_script"].contains(key) {
          let scripts = (value as? [Any]) ?? [value]
          for case let script as String in scripts {
            lines += script.split(separator: "\n").map(String.init)
          }
        } else {
          lines += shellLines(value)
        }
      }
    } else if let list = node as? [Any] {
      for item in list { lines += shellLines(item) }
    }
    return lines
  }

  /// The `swift-tutor` commands in `lines`: subcommand and options, with CI variables filled.
  private static func tutorCommands(_ lines: [String]) throws -> [[String]] {
    let variable = try Regex(#"\$\{\{[^}]*\}\}|\$\{[A-Z_]+\}"#)
    let joined = lines.joined(separator: "\n").replacing(variable, with: "1")
    return joined.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard let start = words.firstIndex(of: "swift-tutor") else { return nil }
      return Array(words[(start + 1)...])
    }
  }

  @Test(arguments: ["github-actions.yml", "gitlab-ci.yml"])
  func everySwiftTutorCommandAndOptionExists(_ name: String) throws {
    let commands = try Self.tutorCommands(Self.shellLines(try Self.load(name)))
    let used = Set(commands.compactMap(\.first))
    #expect(used.isSuperset(of: ["prepare", "grade", "merge"]), "\(name) grades and merges")
    for command in commands {
      let subcommand = try #require(command.first)
      let help = try TutorBinary.run([subcommand, "--help"])
      #expect(help.status == 0, "swift-tutor \(subcommand) exists (\(name))")
      for option in command.dropFirst() where option.hasPrefix("--") {
        #expect(help.stdout.contains(option + " "), "\(subcommand) takes \(option) (\(name))")
      }
    }
  }

  @Test func gitHubShardsInAMatrixThenMergesAndPublishesJUnit() throws {
    let jobs = try #require(try Self.load("github-actions.yml")["jobs"] as? [String: Any])
    let grade = try #require(jobs["grade"] as? [String: Any])
    let strategy = try #require(grade["strategy"] as? [String: Any])
    let matrix = try #require(strategy["matrix"] as? [String: Any])
    let shards = try #require(matrix["shard"] as? [Int])
    #expect(shards == Array(1...shards.count) && shards.count > 1)
    let merge = try #require(jobs["merge"] as? [String: Any])
    #expect(merge["needs"] as? String == "grade")
    let lines = Self.shellLines(merge)
    #expect(lines.contains { $0.contains("merge shard-*.json --format junit") })
    #expect(Self.shellLines(grade).contains { $0.contains("/\(shards.count)") })
  }

  @Test func gitLabRunsParallelShardsAndReportsJUnit() throws {
    let file = try Self.load("gitlab-ci.yml")
    let grade = try #require(file["grade"] as? [String: Any])
    #expect((grade["parallel"] as? Int ?? 0) > 1)
    let merge = try #require(file["merge"] as? [String: Any])
    let artifacts = try #require(merge["artifacts"] as? [String: Any])
    let reports = try #require(artifacts["reports"] as? [String: Any])
    #expect(reports["junit"] as? String == "results.xml")
  }

  @Test func theMakeTargetsTheExamplesUseExist() throws {
    let makefile = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
    #expect(makefile.contains("\ninstall:"))
  }
}
