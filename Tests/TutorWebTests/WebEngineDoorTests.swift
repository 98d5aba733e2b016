import Foundation
import Testing
import TutorTestSupport

/// The engine is the one door into the browser's state: the controllers (`API/`) and the
/// server's middleware (`Server/`) ask ``WebEngine`` and never reach a learner's desk, the
/// scratch tabs, the run pool or the Check limits themselves — so each route's logic lives in
/// the engine, behind a controller, and a Check keeps its two turns at the desk.
@Suite struct WebEngineDoorTests {
  /// What only the engine's own files (`Engine/`) may name.
  static let insides = [
    "LearnerDesk", "LearnerDesks", "ScratchTabs", "RunPool", ".desk(", ".desks", ".tabs",
    ".pool", ".graders", ".checks", ".addressChecks", "SharedCompletion", ".completer",
    ".completions",
  ]

  @Test func controllersAndMiddlewareAskTheEngineOnly() throws {
    let web = TestPaths.packageRoot.appendingPathComponent("Sources/TutorWeb")
    var files: [String] = []
    for folder in ["API", "Server"] {
      for name in TestPaths.contents(of: web.appendingPathComponent(folder))
      where name.hasSuffix(".swift") {
        files.append(folder + "/" + name)
      }
    }
    #expect(files.contains("API/ExerciseController.swift"))
    for file in files {
      let code = try String(contentsOf: web.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
      for inside in Self.insides {
        #expect(!code.contains(inside), "\(file) reaches \(inside) past the engine")
      }
    }
  }
}
