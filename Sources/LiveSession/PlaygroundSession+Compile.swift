import Evaluator
import Foundation
import TutorSupport

extension PlaygroundSession {
  /// What compiling an input gave.
  struct Compiled {
    enum Outcome {
      case built(library: URL, program: PlaygroundProgram, warnings: [String])
      case failed
    }
    var outcome: Outcome
    /// The diagnostics when it failed.
    var message: String?
  }

  /// Compiles `input` as module `module`, its diagnostics explained in `language`. Two retries, each only when the first try says so:
  /// whole-module imports when a scoped import was refused, and no parameter values when the
  /// transform could not log a closure parameter passed on to a generic.
  func compile(
    _ input: String, declarations: InputDeclarations, module: String, entry: String,
    language: Language
  ) throws -> Compiled {
    let compiler = try inputCompiler()
    let plan = ImportPlan(
      defaults: imports,
      earlier: accepted.map { ImportPlan.Earlier(module: $0.module, declarations: $0.declarations) }
    )
    let conformances = ConformanceSynthesis.edits(
      input, earlier: accepted.map(\.declarations))
    let (code, bridges) = InputRewriter.rewriteShowingBridges(input, adding: conformances)
    func program(scoped: Bool) -> PlaygroundProgram {
      let header = plan.header(
        used: declarations.used, module: module, number: attempts, scoped: scoped)
      var program = PlaygroundProgram(
        header: header, code: code, original: input, fileID: "\(module)/\(module).swift")
      program.hidden = bridges
      return program
    }
    var current = program(scoped: true)

    var parameters = true
    var outcome = try compiler.compile(source: current.source, module: module, entry: entry)
    if case .failed(let text) = outcome, current.headerFailed(Diagnostic.parse(text)) {
      current = program(scoped: false)
      outcome = try compiler.compile(source: current.source, module: module, entry: entry)
    }
    if case .failed(let text) = outcome, text.contains("non-escaping parameter") {
      parameters = false
      let again = try compiler.compile(
        source: current.source, module: module, entry: entry, parameters: parameters)
      if case .built = again { outcome = again }
    }
    switch outcome {
    case .built(let library, let text):
      let warnings = current.warnings(Diagnostic.parse(text), inputName: "input")
      return Compiled(outcome: .built(library: library, program: current, warnings: warnings))
    case .failed(let text):
      let message = current.explain(
        Diagnostic.parse(text), inputName: "input", raw: text, language: language)
      return Compiled(outcome: .failed, message: message)
    }
  }

  func inputCompiler() throws -> InputCompiler {
    let folder = try sessionFolder()
    return InputCompiler(
      toolchain: toolchain, libraries: folder.libraries, samples: cache.sessionModules,
      build: folder.build)
  }
}
