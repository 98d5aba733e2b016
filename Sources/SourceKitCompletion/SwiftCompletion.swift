public import Foundation
public import SwiftToolchain
import Synchronization

/// Completion that knows Swift, from the toolchain's `sourcekit-lsp`: members after `.`, names
/// in scope, with their types. One server per learner, started in the background
/// (``warmUp()``), kept warm, ended by ``close()``.
///
/// The server sees a file of its own in a fresh folder (no package around it, so it builds
/// nothing and runs no plug-in), compiled with `-I` to the sample modules, like the session's
/// inputs. It reads the learner's code and never runs it. When it is missing, still starting
/// or slower than the deadline, ``complete(kept:typed:beforeCursor:deadline:)`` answers nil at
/// the deadline and the caller falls back to the words it knows.
///
/// A server that ended (it crashed) is started again by the next request. A ``Sharing/shared``
/// service, asked for many learners, gives each request a document of its own, closed after
/// it (the server keeps a completion to re-filter for the same document and place, which would
/// show one learner's names to the next), and ends a server that stays busy past a request's
/// deadline (a type-check that grows without end must not burn the machine for everyone).
public final class SwiftCompletion: Sendable {
  /// Whose code the service reads.
  public enum Sharing: Sendable {
    /// One learner's: one document, kept open and changed (the warmest answers).
    case oneLearner
    /// Many learners': a document per request, and a stuck server ended.
    case shared
  }

  private struct Connection {
    var server: LanguageServer?
    var starting = false
    var version = 0
    /// Whether the one learner's document is open on `server`.
    var opened = false
  }

  private let executable: URL?
  private let modules: URL
  private let imports: [String]
  private let folder: URL
  private let sharing: Sharing
  private let connection = Mutex(Connection())

  /// Completion for a session whose inputs import `imports`, from the modules in `modules`,
  /// with the `sourcekit-lsp` beside `toolchain`'s compiler (none: always nil), for one learner
  /// or `shared` by many.
  public init(
    toolchain: Toolchain, modules: URL, imports: [String], sharing: Sharing = .oneLearner
  ) {
    let bin = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
    let server = bin.appendingPathComponent("sourcekit-lsp")
    executable = FileManager.default.isExecutableFile(atPath: server.path) ? server : nil
    self.modules = modules
    self.imports = imports
    self.sharing = sharing
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-completion-\(UUID().uuidString)")
  }

  /// Whether the server is up and answering.
  public var isUp: Bool { connection.withLock { $0.server.map { !$0.ended } ?? false } }

  /// The address of the document of request `version`: one learner's is always the same.
  private func uri(_ version: Int) -> String {
    let name = sharing == .shared ? "input-\(version).swift" : "input.swift"
    return folder.appendingPathComponent(name).absoluteString
  }

  /// Starts the server on a background thread (again, when the last one ended) and asks it
  /// once before any learner's request reaches it, so the first Tab finds it warm — and so
  /// does the first after a restart.
  public func warmUp() {
    let start = connection.withLock { state -> Bool in
      guard state.server?.ended ?? true, !state.starting, executable != nil else { return false }
      state.starting = true
      return true
    }
    guard start else { return }
    Thread.detachNewThread { [self] in
      let server = try? launch()
      if let server { _ = answersSoon(server, within: .seconds(30)) }
      connection.withLock { state in
        state.server = server
        state.opened = false
        state.starting = false
      }
    }
  }

  /// The candidates at the cursor of `typed` (the cursor after `beforeCursor`), after the
  /// session's `kept` inputs; nil when the server cannot answer by `deadline`.
  public func complete(kept: [String], typed: String, beforeCursor: String, deadline: Duration)
    -> [SwiftCandidate]?
  {
    let answer = ask(
      "textDocument/completion", kept: kept, typed: typed, beforeCursor: beforeCursor,
      deadline: deadline)
    return answer.map { SwiftCandidate.list(from: $0, afterDot: beforeCursor.last == ".") }
  }

  /// Sends the document of `typed` after the `kept` inputs, then `method` at the cursor (after
  /// `beforeCursor`); the result, or nil when the server cannot answer by `deadline`.
  func ask(
    _ method: String, kept: [String], typed: String, beforeCursor: String, deadline: Duration
  ) -> Data? {
    let document = CompletionDocument(
      imports: imports, kept: kept, typed: typed, beforeCursor: beforeCursor)
    let ready = connection.withLock { state -> (LanguageServer, Int, Bool)? in
      guard let server = state.server, !server.ended else { return nil }
      state.version += 1
      defer { state.opened = true }
      return (server, state.version, sharing == .shared || !state.opened)
    }
    guard let (server, version, open) = ready else {
      warmUp()
      return nil
    }
    let uri = uri(version)
    if open {
      let item: [String: Any] = [
        "uri": uri, "languageId": "swift", "version": version, "text": document.text,
      ]
      server.notify("textDocument/didOpen", ["textDocument": item])
    } else {
      server.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": uri, "version": version],
          "contentChanges": [["text": document.text]],
        ])
    }
    let position = ["line": document.line, "character": document.column]
    let answer = server.request(
      method, ["textDocument": ["uri": uri], "position": position], deadline: deadline)
    guard sharing == .shared else { return answer }
    server.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    if answer == nil, !answersSoon(server) { server.stop() }
    return answer
  }

  /// Whether `server` answers the simplest completion (`"".`) within `time`: a shared server
  /// that does not in five seconds is stuck in some learner's code and is ended (the next
  /// request starts another); a new one is asked it before it serves anyone (its first
  /// answer, cold, takes longest).
  private func answersSoon(_ server: LanguageServer, within time: Duration = .seconds(5)) -> Bool {
    // With the session's imports, so a new server has loaded the sample modules too.
    let probe = CompletionDocument(
      imports: imports, kept: [], typed: "\"\".", beforeCursor: "\"\".")
    let uri = folder.appendingPathComponent("probe.swift").absoluteString
    let item: [String: Any] = ["uri": uri, "languageId": "swift", "version": 1, "text": probe.text]
    server.notify("textDocument/didOpen", ["textDocument": item])
    defer { server.notify("textDocument/didClose", ["textDocument": ["uri": uri]]) }
    let position: [String: Any] = [
      "textDocument": ["uri": uri],
      "position": ["line": probe.line, "character": probe.column],
    ]
    return server.request("textDocument/completion", position, deadline: time) != nil
  }

  /// Ends the server.
  public func close() {
    let server = connection.withLock { state -> LanguageServer? in
      defer { state.server = nil }
      return state.server
    }
    server?.stop()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Starts the server in the document's folder and initializes it.
  private func launch() throws -> LanguageServer? {
    guard let executable else { return nil }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("-I\n\(modules.path)\n".utf8).write(
      to: folder.appendingPathComponent("compile_flags.txt"))
    let server = try LanguageServer(executable: executable, folder: folder)
    // Documentation on request only (`completionItem/resolve`, which the tutor never sends):
    // the list never shows it, and with it `s.` answered 213 KB in ~100 ms, without 85 KB in
    // ~35 ms.
    let item: [String: Any] = [
      "snippetSupport": false, "resolveSupport": ["properties": ["documentation"]],
    ]
    let capabilities = ["textDocument": ["completion": ["completionItem": item]]]
    let params: [String: Any] = [
      "processId": Int(getpid()), "rootUri": folder.absoluteString, "capabilities": capabilities,
    ]
    guard server.request("initialize", params, deadline: .seconds(30)) != nil else {
      server.stop()
      return nil
    }
    server.notify("initialized", [String: Any]())
    return server
  }
}
