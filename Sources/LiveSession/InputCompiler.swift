import Diagnostics
import Foundation
import Grading
import SwiftToolchain

/// Compiles one REPL input into its own shared library module:
/// `swift-frontend -c` in script mode (top-level code runs in order when its entry function is
/// called; top-level variables are real globals later inputs can reach), with the playground
/// transform, `-enable-testing` and `-disable-access-control` (what one file may touch — an
/// earlier type's internal or private members, through a value whose type the input never
/// names — a later input may too, as in LLDB's expressions), then `ld.lld -shared` with no
/// earlier input on the link line: the session host resolves those symbols when it loads the
/// library.
struct InputCompiler {
  let toolchain: SessionToolchain
  /// Where the session's input modules and libraries are.
  let libraries: URL
  /// Where the dynamic MealKit, Shapes and PlaygroundRuntime modules are.
  let samples: URL
  /// Scratch space for objects and the compiler's temporary files.
  let build: URL
  /// The clang module cache (``ModuleCache/clangModules``).
  let clangModules: URL

  /// What compiling gave.
  enum Outcome {
    /// The library was built; `diagnostics` holds the warnings.
    case built(library: URL, diagnostics: [Diagnostic])
    /// It did not compile: what the compiler said, and its diagnostics with their fix-its.
    case failed(text: String, diagnostics: [Diagnostic])
  }

  /// Compiles `source` as module `module` with entry function `entry`; `parameters: false`
  /// leaves function parameters out of the playground values.
  func compile(source: String, module: String, entry: String, parameters: Bool = true) throws
    -> Outcome
  {
    let file = build.appendingPathComponent("\(module).swift")
    try Data(source.utf8).write(to: file)
    let object = build.appendingPathComponent("\(module).o")
    let serialized = build.appendingPathComponent("\(module).dia")
    defer {
      try? FileManager.default.removeItem(at: object)
    }
    // `swift-frontend -frontend …` and `swiftc -frontend …` are the same frontend job.
    var arguments = ["-c", file.path]
    arguments += [
      "-target", toolchain.target, "-disable-objc-interop", "-I", libraries.path, "-I",
      samples.path, "-Onone", "-gline-tables-only", "-module-name", module,
      "-enable-testing",
      "-disable-access-control",
      "-playground", "-entry-point-function-name", entry, "-diagnostic-style", "llvm",
      "-no-color-diagnostics", "-emit-module-path",
      libraries.appendingPathComponent("\(module).swiftmodule").path, "-o", object.path,
    ]
    if !parameters { arguments += ["-playground-option", "NoFunctionParameters"] }
    arguments += toolchain.pluginArguments + Diagnostic.serializing(to: serialized)
    let compiled = try run(toolchain.frontend, .frontend, arguments)
    let diagnostics = StoppedCompile.diagnostics(
      Diagnostic.parse(compiled.text, serialized: serialized), of: compiled,
      file: file.lastPathComponent, source: source)
    guard compiled.succeeded else {
      return .failed(text: compiled.text, diagnostics: diagnostics)
    }
    let library = libraries.appendingPathComponent("lib\(module).so")
    let linked = try link(object, to: library)
    guard linked.succeeded else {
      throw EvaluatorError.moduleBuildFailed(module: module, diagnostics: linked.text)
    }
    chmod(library.path, 0o755)
    return .built(library: library, diagnostics: diagnostics)
  }

  /// Links the object into a shared library that needs the Swift runtime libraries it was
  /// compiled against, and leaves every other symbol to the session host.
  private func link(_ object: URL, to library: URL) throws -> CompileResult {
    guard let linker = toolchain.linker else {
      return try run(
        toolchain.driver, .driver, ["-emit-library", object.path, "-o", library.path])
    }
    let runtime = toolchain.runtimeLibraries
    let wanted = AutolinkEntries.read(from: object).filter { entry in
      entry.hasPrefix("-l")
        && FileManager.default.fileExists(
          atPath: runtime.appendingPathComponent("lib\(entry.dropFirst(2)).so").path)
    }
    let arguments =
      // --eh-frame-hdr: the unwinder finds a library's frames only through that header, so
      // a crash's frames would stop at the first frame of an input.
      ["-shared", "--build-id=none", "--eh-frame-hdr", "-o", library.path]
      + [toolchain.startObject.path, object.path]
      + ["-L", runtime.path, "-rpath", runtime.path] + wanted
    return try run(linker, .linker, arguments)
  }

  private func run(_ program: URL, _ kind: SwiftCompile.Program, _ arguments: [String]) throws
    -> CompileResult
  {
    try SwiftCompile(
      program, kind, code: .learner, folder: build,
      moduleCache: kind == .linker ? nil : clangModules, arguments: arguments
    ).run()
  }
}
