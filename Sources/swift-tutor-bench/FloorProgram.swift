import Foundation
import Grading
import SwiftToolchain

/// The floor of the `check` figure (docs/design.md, "Performance") for one submission: the
/// generated `main.swift` holding the student's file, plus the checks, compiled by a bare
/// `swiftc -Onone -wmo` with the grader's own flags against the same prebuilt modules, then
/// the binary run directly — no course loading, no static rules, no sandbox, no verdict
/// parsing.
struct FloorProgram {
  let modules: ModuleCache
  let spec: ExerciseSpec
  let source: String
  let fileName: String

  /// Seconds spent compiling and running, and whether it compiled.
  struct Timing {
    var compile: Double
    var run: Double
    var compiled: Bool
    var total: Double { compile + run }
  }

  /// Compiles and runs once in `folder` (a fresh folder per call).
  func measure(in folder: URL) throws -> Timing {
    let harness = self.harness
    var files = [folder.appendingPathComponent("main.swift")]
    try Data(harness.main.utf8).write(to: files[0])
    if let checks = harness.checks {
      files.append(folder.appendingPathComponent("checks.swift"))
      try Data(checks.utf8).write(to: files[1])
    }
    let program = folder.appendingPathComponent("program")
    let linked = spec.linkedModules
    let arguments =
      SwiftCompile.languageFlags(.learner, for: .driver)
      + ["-Onone", "-wmo", "-diagnostic-style", "llvm", "-module-name", "main"]
      + modules.flags(linking: linked) + files.map(\.path) + ["-o", program.path]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let compile = try Spawn.run(modules.toolchain.swiftc.path, arguments, environment: environment)
    guard compile.succeeded else {
      return Timing(compile: compile.seconds, run: 0, compiled: false)
    }
    let run = try Spawn.run(
      program.path, harness.arguments,
      environment: [
        "PATH": "/usr/bin:/bin", "HOME": folder.path, "TMPDIR": folder.path,
        "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
      ],
      timeout: 30)
    return Timing(compile: compile.seconds, run: run.seconds, compiled: true)
  }

  /// What the floor compiles and runs, by the exercise's kind: the same `main.swift` the grader
  /// generates (see `HarnessSource` in the evaluator), the probes as `checks.swift`, and the
  /// arguments that run them.
  private var harness: (main: String, checks: String?, arguments: [String]) {
    let name = String(
      fileName.unicodeScalars.filter { $0 != "\"" && $0 != "\\" && $0.value >= 0x20 })
    let imports = (spec.importedModules + ["TutorChecks"]).map { "import \($0)" }.joined(
      separator: "; ")
    if let probes = spec.judging.checksFile {
      let main = """
        \(imports); TutorChecks.ProbeRun.prepare()
        #sourceLocation(file: "\(name)", line: 1)
        \(source)
        #sourceLocation()
        TutorChecks.ProbeRun.run(checks)

        """
      return (main, probes, ["--tutor-probes", "tutor-floor", "1", "0"])
    } else {
      let main = """
        \(imports); TutorChecks.ProbeRun.prepare()
        #sourceLocation(file: "\(name)", line: 1)
        \(source)

        """
      return (main, nil, [])
    }
  }
}
