import Diagnostics
import Foundation
import Grading
import SwiftToolchain
import TutorSupport

extension PlaygroundSession {
  /// What compiling an input gave.
  struct Compiled {
    enum Outcome {
      case built(library: URL, program: PlaygroundProgram, warnings: [String])
      case failed
    }
    var outcome: Outcome
    /// The diagnostics when it failed, in any language.
    var said: (@Sendable (Language) -> String)?
    /// The fixes the compiler proposed when it failed.
    var fixes: [LineFix] = []
    /// The type-declaring inputs it recorded as required dependencies (``ImportPlan/reach``).
    var reach: Set<String> = []
  }

  /// Compiles `input` as module `module`, its diagnostics explained in `language`. Two retries, each only when the first try says so:
  /// whole-module imports when a scoped import was refused, and no parameter values when the
  /// transform could not log a closure parameter passed on to a generic.
  ///
  /// `declaring` are waiting declarations (``PendingDeclaration``) compiled on the generated
  /// first line, so the input's own lines keep their numbers, and read on a generated last
  /// line, so the compiler says when the input gives one a value on only some paths; so are
  /// the `unvalued` names the input itself declares without a value.
  func compile(
    _ input: String, declarations: InputDeclarations, module: String, entry: String,
    declaring: [PendingDeclaration] = [], unvalued: [String] = [], language: Language
  ) throws -> Compiled {
    let compiler = try inputCompiler()
    let plan = ImportPlan(
      defaults: imports,
      earlier: accepted.map {
        ImportPlan.Earlier(module: $0.module, declarations: $0.declarations, reach: $0.reach)
      })
    let conformances = ConformanceSynthesis.edits(
      input, earlier: accepted.map(\.declarations))
    let rewritten = InputRewriter.rewriteShowingBridges(input, adding: conformances)
    let bridges = rewritten.bridges
    var code = rewritten.code
    let waiting = declaring.flatMap { $0.names.sorted() }
    let read = waiting + unvalued
    if !read.isEmpty { code += "\n" + read.map { "_ = \($0)" }.joined(separator: "; ") }
    func program(scoped: Bool) -> PlaygroundProgram {
      let header =
        ([
          plan.header(used: declarations.used, module: module, number: attempts, scoped: scoped)
        ] + declaring.map(\.line)).joined(separator: "; ")
      var program = PlaygroundProgram(
        header: header, code: code, original: input, fileID: "\(module)/\(module).swift")
      program.hidden = bridges
      program.renamed = rewritten.shown
      return program
    }
    var current = program(scoped: true)

    var parameters = true
    var outcome = try compiler.compile(source: current.source, module: module, entry: entry)
    if case .failed(_, let diagnostics) = outcome, current.headerFailed(diagnostics) {
      current = program(scoped: false)
      outcome = try compiler.compile(source: current.source, module: module, entry: entry)
    }
    if case .failed(let text, _) = outcome, text.contains("non-escaping parameter") {
      parameters = false
      let again = try compiler.compile(
        source: current.source, module: module, entry: entry, parameters: parameters)
      if case .built = again { outcome = again }
    }
    switch outcome {
    case .built(let library, let diagnostics):
      let warnings = current.warnings(diagnostics, inputName: "input", language: language)
      return Compiled(
        outcome: .built(library: library, program: current, warnings: warnings),
        reach: plan.reach(used: declarations.used))
    case .failed(let text, let diagnostics):
      let last = current.firstLine + current.lineCount
      if !read.isEmpty,
        diagnostics.contains(where: { $0.severity == .error && $0.line == last }),
        !diagnostics.contains(where: { $0.severity == .error && $0.line < last })
      {
        let said =
          waiting.isEmpty
          ? Message.declaredWithoutValue(unvalued) : Message.valueOnSomePaths(waiting)
        return Compiled(outcome: .failed, said: { said.text($0) })
      }
      let shown = diagnostics.filter { $0.line != last || read.isEmpty }
      let constant = EarlierConstant.find(
        in: shown, input: input, earlier: accepted.map(\.source))?.message
      let program = current
      let explained: @Sendable (Language) -> String = { language in
        let message = program.explain(shown, inputName: "input", raw: text, language: language)
        return constant.map { message + "\n    " + $0.text(language) } ?? message
      }
      return Compiled(outcome: .failed, said: explained, fixes: current.fixes(shown))
    }
  }

  func inputCompiler() throws -> InputCompiler {
    let folder = try sessionFolder()
    return InputCompiler(
      toolchain: toolchain, libraries: folder.libraries, samples: cache.sessionModules,
      build: folder.build, clangModules: cache.clangModules)
  }
}
