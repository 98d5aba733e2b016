import Foundation

/// A REPL session in the playground: every input is compiled with
/// `swiftc -Xfrontend -playground` together with the inputs accepted before it
/// (so their declarations stay defined) and run sandboxed; only the newest
/// input's values and output are shown. An input that does not compile or
/// crashes leaves the session as it was.
public final class PlaygroundSession: @unchecked Sendable {
  /// The inputs accepted so far.
  public private(set) var inputs: [String] = []
  private let cache: ModuleCache
  private let sandbox: Sandbox
  private let imports: [String]
  /// Where scratch folders go (default `$TMPDIR`).
  public var scratchRoot: URL?

  /// A session with MealKit and Shapes imported.
  public init(cache: ModuleCache, sandbox: Sandbox, imports: [String] = ["MealKit", "Shapes"]) {
    self.cache = cache
    self.sandbox = sandbox
    self.imports = imports
  }

  /// Runs `input` after the accepted inputs; keeps it when it compiles and runs.
  ///
  /// Declaring a name again replaces the earlier declaration, as in a REPL: when the input is
  /// refused as a redeclaration, the earlier inputs that declared those names are left out and
  /// the input is tried again; if that compiles and runs, they are dropped from the session
  /// (``PlaygroundResult/replaced`` names them), else the first diagnostic stands.
  public func evaluate(_ input: String) throws -> PlaygroundResult {
    let program = PlaygroundProgram(imports: imports, earlier: inputs, newest: input)
    let result = try run(program, inputName: "input")
    if result.status == .rejected, result.message?.contains("redeclaration") == true {
      let names = TopLevelNames.of(input)
      let kept = inputs.filter { TopLevelNames.of($0).isDisjoint(with: names) }
      if kept.count < inputs.count {
        let dropped = inputs.filter { !kept.contains($0) }
        var retry = try run(
          PlaygroundProgram(imports: imports, earlier: kept, newest: input), inputName: "input")
        if retry.status == .accepted {
          inputs = kept + [input]
          retry.replaced = names.intersection(dropped.flatMap(TopLevelNames.of)).sorted()
          return retry
        }
      }
    }
    if result.status == .accepted { inputs.append(input) }
    return result
  }

  /// Runs a whole file once (for `swift-tutor eval`), showing every line.
  public func evaluateFile(_ source: String, name: String) throws -> PlaygroundResult {
    let program = PlaygroundProgram(imports: imports, earlier: [], newest: source, marked: false)
    return try run(program, inputName: name)
  }

  /// Forgets every accepted input.
  public func reset() { inputs.removeAll() }

  private func run(_ program: PlaygroundProgram, inputName: String) throws -> PlaygroundResult {
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let main = scratch.url.appendingPathComponent(HarnessSource.mainFile)
    try Data(program.source.utf8).write(to: main)
    let binary = scratch.url.appendingPathComponent("program")
    var failure = try compile(main, to: binary, scratch: scratch.url)
    if let text = failure, text.contains("non-escaping parameter") {
      // The transform cannot log a closure parameter passed on to a generic: instrument the
      // program again without parameter values (the rest of the values still show).
      failure = try compile(main, to: binary, scratch: scratch.url, parameters: false)
        .map { _ in text }
    }
    if let text = failure {
      let message = program.explain(Diagnostic.parse(text), inputName: inputName, raw: text)
      return PlaygroundResult(status: .rejected, events: [], message: message)
    }
    let scanner = PlaygroundScanner(
      firstLine: program.newestFirstLine, lineCount: program.newestLineCount,
      started: !program.marked, outputLimit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: binary, scratch: scratch.url, output: scanner)
    scanner.finish()
    var events = scanner.events
    for (line, count) in scanner.truncatedLines {
      events.append(.output(line: line, text: "(line \(line) ran \(count) times; 10 shown)\n"))
    }
    if scanner.droppedOutput > 0 {
      let limit = sandbox.limits.outputBytes / 1024
      events.append(
        .output(
          line: nil,
          text: "(output cut at \(limit) KiB: \(scanner.droppedOutput) more bytes not shown)\n"))
    }
    if let failure = RunFailure.describe(outcome, limits: sandbox.limits, language: .en) {
      let message = program.relocate(failure, inputName: inputName)
      return PlaygroundResult(status: .crashed, events: events, message: message)
    }
    return PlaygroundResult(status: .accepted, events: events, message: nil)
  }

  /// Compiles `main` with the playground transform; returns the diagnostics on failure.
  private func compile(_ main: URL, to binary: URL, scratch: URL, parameters: Bool = true) throws
    -> String?
  {
    var arguments = ["-swift-version", "5", "-Onone", "-Xfrontend", "-playground"]
    if !parameters {
      arguments += ["-Xfrontend", "-playground-option", "-Xfrontend", "NoFunctionParameters"]
    }
    arguments += ["-diagnostic-style", "llvm", "-module-name", "main"]
    arguments += cache.flags(linking: imports + ["PlaygroundRuntime"])
    arguments += [main.path, "-o", binary.path]
    let compiled = try CompilerRun.run(arguments, cache: cache, scratch: scratch)
    return compiled.succeeded ? nil : compiled.text
  }
}
