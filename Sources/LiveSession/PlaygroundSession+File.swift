import Diagnostics
import Foundation
import Grading
import Sandbox
package import SwiftToolchain
public import TutorSupport

extension PlaygroundSession {
  /// Runs a whole file once (for `swift-tutor eval`) as one `-playground` program, showing
  /// every line, its sentences in `language`; the live session is not involved.
  public func evaluateFile(_ source: String, name: String, language: Language) throws
    -> PlaygroundResult
  {
    // The generated first line also installs the handler that writes a crash's frames, for
    // the crash to be named at the learner's line (CrashLocator).
    let header =
      (imports + ["PlaygroundRuntime"]).map { "import \($0)" }.joined(separator: "; ")
      + "; __tutorInstallCrashFrames()"
    let program = PlaygroundProgram(
      header: header, code: source, fileID: "main/" + HarnessSource.mainFile)
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let main = scratch.url.appendingPathComponent(HarnessSource.mainFile)
    try Data(program.source.utf8).write(to: main)
    let binary = scratch.url.appendingPathComponent("program")
    var compiled = try compileFile(main, to: binary, scratch: scratch.url)
    if Self.needsCompileWithoutParameters(compiled) {
      // The transform cannot log a closure parameter passed on to a generic: instrument the
      // program again without parameter values (the rest of the values still show).
      let again = try compileFile(main, to: binary, scratch: scratch.url, parameters: false)
      if again.succeeded { compiled = again }
    }
    let diagnostics = StoppedCompile.diagnostics(
      Diagnostic.parse(compiled.text, serialized: serialized(scratch.url)), of: compiled,
      file: HarnessSource.mainFile, source: program.source)
    guard compiled.succeeded else {
      let message = program.explain(
        diagnostics, inputName: name, raw: compiled.text, language: language)
      var result = PlaygroundResult(status: .rejected, events: [], message: message)
      result.fixes = program.fixes(diagnostics)
      return result
    }
    let scanner = PlaygroundScanner(
      firstLine: program.firstLine, lineCount: program.lineCount, module: nil,
      outputLimit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: binary, scratch: scratch.url, output: scanner)
    scanner.finish()
    var result = PlaygroundResult(
      status: .accepted,
      events: scanner.eventsWithNotes(limits: sandbox.limits, language: language), message: nil)
    result.warnings = program.warnings(diagnostics, inputName: name, language: language)
    var crashes = CrashLocator(
      program: binary, studentFile: HarnessSource.mainFile,
      symbolizer: cache.toolchain.symbolizer)
    crashes.firstLine = program.firstLine
    crashes.shownAs = name
    if let failure = RunFailure.describe(
      outcome, limits: sandbox.limits, language: language, crashes: crashes)
    {
      result.status = .crashed
      result.message = program.relocate(failure.text, inputName: name, language: language)
      result.line = failure.line
    }
    return result
  }

  /// Where a file's compile writes its serialized diagnostics.
  private func serialized(_ scratch: URL) -> URL {
    scratch.appendingPathComponent("diagnostics.dia")
  }

  /// Whether a failed compile is the transform's own limit — it cannot log a closure parameter
  /// passed on to a generic — and worth a second compile without parameter values: the
  /// compiler's error says so, not a line of the learner's it quotes (that made a second compile
  /// of a type-checking bomb), and never after a compile stopped at its bounds.
  package static func needsCompileWithoutParameters(_ compiled: CompileResult) -> Bool {
    guard !compiled.succeeded, !compiled.stoppedAtLimit else { return false }
    return Diagnostic.parse(compiled.text).contains {
      $0.severity == .error && $0.message.contains("non-escaping parameter")
    }
  }

  /// Compiles `main` into an executable with the playground transform.
  private func compileFile(_ main: URL, to binary: URL, scratch: URL, parameters: Bool = true)
    throws -> CompileResult
  {
    // Line tables: a crash's frames are looked up in them (CrashLocator).
    var arguments = ["-Onone", "-gline-tables-only", "-Xfrontend", "-playground"]
    if !parameters {
      arguments += ["-Xfrontend", "-playground-option", "-Xfrontend", "NoFunctionParameters"]
    }
    arguments += ["-diagnostic-style", "llvm", "-module-name", "main"]
    arguments += cache.flags(linking: imports + ["PlaygroundRuntime"])
    arguments += [main.path, "-o", binary.path]
    arguments += Diagnostic.serializing(to: serialized(scratch)).flatMap { ["-Xfrontend", $0] }
    return try SwiftCompile(
      cache.toolchain.swiftc, code: .learner, folder: scratch, moduleCache: cache.clangModules,
      arguments: arguments
    ).run()
  }
}

extension PlaygroundScanner {
  /// The events, then a note for each line that logged more values than shown and for
  /// printed output past the limit.
  func eventsWithNotes(limits: SandboxLimits, language: Language) -> [PlaygroundEvent] {
    var events = foldedEvents
    for (line, count) in truncatedLines {
      let note = Message.lineRepeated(line, count: count).text(language)
      events.append(.repeated(line: line, count: count, note: note))
    }
    if droppedOutput > 0 {
      let note = Message.playgroundOutputCut(
        limit: limits.outputBytes / 1024, dropped: droppedOutput
      ).text(language)
      events.append(.output(line: nil, text: note + "\n"))
    }
    return events
  }
}
