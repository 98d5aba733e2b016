import Evaluator
import Foundation
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
public final class SwiftCompletion: Sendable {
  private struct Connection {
    var server: LanguageServer?
    var starting = false
    var version = 0
  }

  private let executable: URL?
  private let modules: URL
  private let imports: [String]
  private let folder: URL
  private let connection = Mutex(Connection())

  /// Completion for a session whose inputs import `imports`, from the modules in `modules`,
  /// with the `sourcekit-lsp` beside `toolchain`'s compiler (none: always nil).
  public init(toolchain: Toolchain, modules: URL, imports: [String]) {
    let bin = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
    let server = bin.appendingPathComponent("sourcekit-lsp")
    executable = FileManager.default.isExecutableFile(atPath: server.path) ? server : nil
    self.modules = modules
    self.imports = imports
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-completion-\(UUID().uuidString)")
  }

  /// Whether the server is up and answering.
  var isUp: Bool { connection.withLock { $0.server.map { !$0.ended } ?? false } }

  /// The document's address.
  private var uri: String { folder.appendingPathComponent("input.swift").absoluteString }

  /// Starts the server on a background thread and asks it once, so the first Tab finds it warm.
  public func warmUp() {
    let start = connection.withLock { state -> Bool in
      guard state.server == nil, !state.starting, executable != nil else { return false }
      state.starting = true
      return true
    }
    guard start else { return }
    Thread.detachNewThread { [self] in
      let server = try? launch()
      connection.withLock { state in
        state.server = server
        state.starting = false
      }
      _ = complete(kept: [], typed: "\"\".", beforeCursor: "\"\".", deadline: .seconds(30))
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
    let ready = connection.withLock { state -> (LanguageServer, Int)? in
      guard let server = state.server, !server.ended else { return nil }
      state.version += 1
      return (server, state.version)
    }
    guard let (server, version) = ready else {
      warmUp()
      return nil
    }
    let item: [String: Any] = [
      "uri": uri, "languageId": "swift", "version": version, "text": document.text,
    ]
    if version == 1 {
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
    return server.request(
      method, ["textDocument": ["uri": uri], "position": position], deadline: deadline)
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
    let capabilities = [
      "textDocument": ["completion": ["completionItem": ["snippetSupport": false]]]
    ]
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

extension SwiftCompletion {
  /// The declaration and documentation comment of `name` (`Meal`, `Meal.init`, `s.count`) as
  /// the session sees it, in Markdown; nil when the server does not know it by `deadline`.
  public func documentation(of name: String, kept: [String], deadline: Duration) -> String? {
    let typed = name.trimmingCharacters(in: .whitespaces)
    let lastWord = typed.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.count
    guard lastWord > 0 else { return nil }
    // The cursor on the last name's first character: that is what hover describes.
    let beforeCursor = String(typed.dropLast(lastWord))
    guard
      let answer = ask(
        "textDocument/hover", kept: kept, typed: typed, beforeCursor: beforeCursor,
        deadline: deadline),
      let object = try? JSONSerialization.jsonObject(with: answer) as? [String: Any]
    else { return nil }
    let contents = object["contents"]
    let text =
      (contents as? [String: Any])?["value"] as? String ?? (contents as? String)
      ?? ((contents as? [[String: Any]])?.compactMap { $0["value"] as? String }.joined(
        separator: "\n\n"))
    guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      return nil
    }
    return text
  }
}

extension SwiftCompletion {
  /// Waits until the server started by ``warmUp()`` is up, at most `deadline`; false when it
  /// is not (missing, failed, or still starting).
  public func ready(within deadline: Duration) -> Bool {
    warmUp()
    let end = ContinuousClock.now + deadline
    while ContinuousClock.now < end {
      if isUp { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return isUp
  }
}
