package import Diagnostics
package import Foundation
import LessonKit
import SwiftToolchain
package import TutorSupport

/// Compiles a student's file (plus the checks, for `checks` exercises) against
/// the prebuilt modules with `swiftc -Onone -wmo`, into a scratch folder.
package struct ProgramBuilder: Sendable {
  let cache: ModuleCache

  /// The result of one compile.
  package enum Outcome {
    /// The executable, and the compiler's warnings about the student's own file.
    case built(URL, warnings: [Diagnostic])
    /// Why it did not compile.
    case failed(CompileFailure)
  }

  /// A compile that failed: the student-facing message is made in the reader's language.
  package struct CompileFailure: Sendable {
    package let diagnostics: [Diagnostic]
    package let studentFile: String
    package let studentSource: String
    package let checksSource: String?
    package let rawOutput: String
    /// True when the compiler was stopped at its bounds (``StoppedCompile``).
    package var timedOut = false

    /// A failure as found.
    package init(
      diagnostics: [Diagnostic], studentFile: String, studentSource: String,
      checksSource: String?, rawOutput: String, timedOut: Bool = false
    ) {
      self.diagnostics = diagnostics
      self.studentFile = studentFile
      self.studentSource = studentSource
      self.checksSource = checksSource
      self.rawOutput = rawOutput
      self.timedOut = timedOut
    }

    /// What the student reads, in `language`, their file called `name` (default: the name it
    /// was compiled under).
    package func message(_ language: Language, shownAs name: String? = nil) -> String {
      let shown = name ?? studentFile
      return DiagnosticExplainer.message(
        diagnostics: diagnostics.map { $0.renamed(from: studentFile, to: shown) },
        studentFile: shown, studentSource: studentSource, checksSource: checksSource,
        rawOutput: rawOutput, language: language)
    }

    /// The one-line fixes the compiler proposes for the student's file.
    var fixes: [LineFix] {
      DiagnosticExplainer.fixes(
        diagnostics, studentFile: studentFile, studentSource: studentSource)
    }
  }

  /// Search paths that put the variant modules before the cache's: the first `MealKit` found is
  /// the one linked.
  private func variantFlags(_ apis: [String]) throws -> [String] {
    guard let folder = try ModuleVariant(cache: cache).folder(for: apis) else { return [] }
    return ["-I", folder.path, "-L", folder.path]
  }

  /// Writes `text` to `file`, readable by the grader's user only.
  static func writePrivately(_ text: String, to file: URL) throws {
    guard
      FileManager.default.createFile(
        atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    else {
      throw EvaluatorError.fileProblem(path: file.path, reason: "cannot write the source")
    }
  }

  /// Writes the sources into `folder` and compiles them, against the variants of the sample
  /// modules without `forbiddenAPIs` (``ModuleVariant``) when there are any.
  ///
  /// Throws only when the compiler cannot be started.
  package func build(
    mainSource: String, checksSource: String?, studentFile: String, studentSource: String,
    modules: [String], forbiddenAPIs: [String] = [], extraFlags: [String] = [], in folder: URL
  ) throws -> Outcome {
    let main = folder.appendingPathComponent(HarnessSource.mainFile)
    try Self.writePrivately(mainSource, to: main)
    var files = [main.path]
    if let checksSource {
      let checks = folder.appendingPathComponent("checks.swift")
      try Self.writePrivately(checksSource, to: checks)
      files.append(checks.path)
    }
    let program = folder.appendingPathComponent("program")
    let serialized = folder.appendingPathComponent("diagnostics.dia")
    let arguments =
      [
        "-Onone", "-wmo", "-diagnostic-style", "llvm", "-module-name", "main",
        // Line tables: a crash's frames are looked up in them (CrashLocator).
        "-gline-tables-only",
      ]
      + extraFlags + (try variantFlags(forbiddenAPIs)) + cache.flags(linking: modules) + files
      + ["-o", program.path]
      + Diagnostic.serializing(to: serialized).flatMap { ["-Xfrontend", $0] }
    let compiled = try SwiftCompile(
      cache.toolchain.swiftc, code: .learner, folder: folder, moduleCache: cache.clangModules,
      arguments: arguments
    ).run()
    let raw = compiled.text
    let own = HarnessSource.escaped(studentFile)
    let diagnostics = StoppedCompile.diagnostics(
      Diagnostic.parse(raw, serialized: serialized), of: compiled, file: own,
      source: studentSource)
    // The prepared modules answer for another folder (a cache copied or moved after it was
    // built): the tool's failure, never the student's compile error. The compiler says so on a
    // line of no file, and then about no Swift file at all: a message a student's code makes
    // it quote (an `@available` message) comes with an error in their file, and stays theirs,
    // never a failure that ends the class's grading (exit 3).
    let moved =
      raw.split(separator: "\n").contains {
        $0.hasPrefix("<unknown>:0: error: precompiled file ")
          && $0.contains("was compiled with module cache path")
      } && !diagnostics.contains { $0.file.hasSuffix(".swift") }
    if !compiled.succeeded, moved {
      throw EvaluatorError.moduleCacheMoved(
        folder: cache.directory.deletingLastPathComponent().path)
    }
    if compiled.succeeded {
      chmod(program.path, 0o700)  // only the grader; a run gets a copy of its own
      return .built(
        program,
        warnings: diagnostics.filter {
          $0.severity == .warning && $0.file == own && !Self.isTrialCall($0.message)
        })
    }
    return .failed(
      CompileFailure(
        diagnostics: diagnostics, studentFile: own,
        studentSource: studentSource, checksSource: checksSource, rawOutput: raw,
        timedOut: compiled.stoppedAtLimit))
  }

  /// "result of call to 'f(_:)' is unused": a call the learner made to see its value, as a
  /// playground shows it (Run does); not a mistake to point out under a Check (a newcomer got
  /// it in red under a pass).
  static func isTrialCall(_ message: String) -> Bool {
    message.hasPrefix("result of call to") && message.hasSuffix("is unused")
  }
}
