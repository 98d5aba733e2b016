public import Foundation
import Grading
public import LessonKit
import PlaygroundRuntime
public import Sandbox
public import SwiftToolchain
public import TutorSupport

/// A live REPL session: every input is compiled once, on its own, into a small shared-library
/// module that imports only the earlier inputs it names (see ``ImportPlan``), then loaded into
/// one long-lived host process and run there (see ``LiveHost``). Earlier inputs never run
/// again, so their values, objects and side effects stay as they were, and the cost of an
/// input does not grow with the session.
///
/// An input that does not compile changes nothing. An input that crashes, calls `exit` or
/// hits a limit ends the host: a new host runs the accepted inputs again once (their libraries
/// are kept, nothing is recompiled) and the result says so.
///
/// A session belongs to one thread at a time, like a file handle, so it is not `Sendable`:
/// the compiler keeps it from being shared, and its state needs no lock.
public final class PlaygroundSession {
  /// The inputs accepted so far, in order.
  public var inputs: [String] { accepted.map(\.source) }
  /// Where the session folder goes (default `$TMPDIR`).
  public var scratchRoot: URL?
  /// Called before the session's own modules are built (once per toolchain, about half a
  /// minute), so the caller can say why the first input waits.
  public var willBuildModules: () -> Void = {}

  let cache: ModuleCache
  let sandbox: Sandbox
  let imports: [String]
  let toolchain: SessionToolchain
  var accepted: [AcceptedInput] = []
  /// Declarations without a value, waiting for the input that names them (see
  /// ``PendingDeclaration``).
  var pending: [PendingDeclaration] = []
  var folder: SessionFolder?
  var host: LiveHost?
  var hostReady = false
  var attempts = 0

  /// An input kept in the session.
  struct AcceptedInput {
    var source: String
    var module: String
    var entry: String
    var library: URL
    var declarations: InputDeclarations
    /// The type-declaring inputs it depends on (``ImportPlan/reach``).
    var reach: Set<String>
    /// Its playground module id, and where its functions log their parameters
    /// (``ParameterPlaces``), for a later input that calls them.
    var number = 0
    var parameters: Set<[Int]> = []
  }

  /// A session with `imports` imported (default: every sample library).
  public init(
    cache: ModuleCache, sandbox: Sandbox, imports: [SampleLibrary] = SampleLibrary.allCases
  ) {
    self.cache = cache
    self.sandbox = sandbox
    self.imports = imports.map(\.rawValue)
    toolchain = SessionToolchain(cache.toolchain)
  }

  deinit { close() }

  /// Compiles `input` on its own, runs it in the live process and keeps it when it ran; the
  /// result's sentences (why it was not kept, why the process started again) are in `language`.
  ///
  /// A name declared again replaces the earlier declaration for the inputs that follow
  /// (``PlaygroundResult/replaced`` names it); values made earlier keep their own.
  public func evaluate(_ input: String, language: Language) throws -> PlaygroundResult {
    _ = try sessionFolder()
    var restart: PlaygroundResult.Restart?
    if let host, host.ended == nil, host.capped.hostEnded() { host.stop() }  // between inputs
    if let ended = host?.ended {
      restart = try revive()
      if ended.threadLeftRunning { restart?.reason = Message.leftRunning.text(language) }
    } else if host == nil {
      try startHost()
    }
    attempts += 1
    let module = TypeNames.inputModulePrefix + "\(attempts)"
    let entry = "swift_tutor_input_\(attempts)"
    let waiting = PendingDeclaration.declaredWithoutValue(in: input)
    let released = waiting == nil ? released(by: input) : []
    let source = (released.map(\.source) + [input]).joined(separator: "\n")
    let declarations = InputDeclarations(source)
    let unvalued = waiting == nil ? PendingDeclaration.unvalued(in: input) : []
    let compiled = try compile(
      input, declarations: declarations, module: module, entry: entry,
      declaring: released, unvalued: unvalued, language: language)
    guard case .built(let library, let program, let warnings) = compiled.outcome else {
      var result = PlaygroundResult(
        status: .rejected, events: [], message: compiled.said?(language))
      result.said = compiled.said
      result.fixes = compiled.fixes
      result.restart = restart
      return result
    }
    if let waiting {
      var result = hold(waiting, library: library)
      result.warnings = warnings
      result.restart = restart
      return result
    }
    let ran = try run(
      library: library, entry: entry, program: program, number: attempts, language: language)
    var result = ran.result
    result.warnings = warnings
    switch ran.outcome {
    case .done:
      result.replaced = replacedNames(declarations)
      pending.removeAll { released.contains($0) }
      accepted.append(
        AcceptedInput(
          source: source, module: module, entry: entry, library: library,
          declarations: declarations, reach: compiled.reach, number: attempts,
          parameters: ParameterPlaces.of(program.source)))
    case .failed(let reason):
      result.status = .rejected
      let said = Message.notLoaded(reason)
      result.message = said.text(language)
      result.said = { said.text($0) }
    case .ended:
      restart = try revive()
    }
    result.restart = restart ?? result.restart
    return result
  }

  /// The names `declarations` declare again: any earlier declaration of the name, except that
  /// a function with a new signature is an overload next to the earlier ones.
  func replacedNames(_ declarations: InputDeclarations) -> [String] {
    let earlier = accepted.flatMap(\.declarations.declared)
    let names = declarations.declared.filter { new in
      earlier.contains { old in
        old.name == new.name
          && (old.kind != .function || new.kind != .function || old.signature == new.signature)
      }
    }.map(\.name)
    return Set(names).sorted()
  }

  /// Forgets every accepted input and ends the live process; the next input starts a new one.
  public func reset() {
    close()
    accepted.removeAll()
    pending.removeAll()
  }

  /// Ends the live process and removes the session's files.
  public func close() {
    host?.stop()
    host = nil
    hostReady = false
    folder?.remove()
    folder = nil
  }

  func sessionFolder() throws -> SessionFolder {
    if let folder { return folder }
    try SessionModules.prepare(cache, willBuild: willBuildModules)
    let made = try SessionFolder(scratchRoot: scratchRoot, cache: cache)
    folder = made
    return made
  }
}

extension PlaygroundSession {
  /// The resident memory of the live process and the processes around it (the jail's), in
  /// KiB (0 when none runs): the sum of `VmRSS` over the tree started for the host.
  public func liveMemoryKilobytes() -> Int {
    guard let root = host?.processGroup, host?.ended == nil else { return 0 }
    var parents: [Int32: Int32] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for pid in names.compactMap(Int32.init) {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
    }
    func inTree(_ pid: Int32) -> Bool {
      var current: Int32? = pid
      while let found = current, found > 1 {
        if found == root { return true }
        current = parents[found]
      }
      return false
    }
    return parents.keys.filter(inTree).reduce(0) { total, pid in
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
      else { return total }
      return total + (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0)
    }
  }
}
