public import Foundation

/// A command running in a detached tmux session, for end-to-end tests of interactive programs:
/// type keys, read the screen, wait for text.
///
/// Each session has its own tmux server on a private socket (`tmux -L swift-tutor-test-…`),
/// started with its own configuration (no status line, so the pane is exactly the requested
/// size; `remain-on-exit`, so the last screen and the exit status stay readable), so tests
/// never touch the user's sessions. The server is killed by ``close()`` or on deinit.
///
/// Gate tests on ``isAvailable`` so they are skipped, not failed, where tmux is missing:
/// `@Test(.enabled(if: TmuxSession.isAvailable))`.
public final class TmuxSession {
  /// Why a tmux command failed.
  public struct Failure: Error, CustomStringConvertible {
    /// The tmux arguments that failed.
    public let arguments: [String]
    /// What tmux printed on stderr, or why it could not run.
    public let reason: String

    /// `tmux ARGS: reason`.
    public var description: String { "tmux \(arguments.joined(separator: " ")): \(reason)" }
  }

  /// The tmux executable on `PATH`, if any.
  public static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
      .map { $0.appendingPathComponent("tmux") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Whether tmux is installed; tests needing it are skipped otherwise.
  public static var isAvailable: Bool { executable != nil }

  /// The session's name, its target in tmux commands.
  public let name: String
  private let socket: String
  private let configuration: URL
  /// Where the wrapper shell writes the command's exit status.
  private let statusFile: URL
  private var isClosed = false

  /// Starts `command` (a shell command line) in a new detached session of `width`×`height`,
  /// with `environment` added to the inherited environment and `directory` as the working
  /// directory when given.
  public init(
    command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:],
    directory: URL? = nil
  ) throws {
    let id = UUID().uuidString.prefix(8).lowercased()
    name = "tutor-\(id)"
    socket = "swift-tutor-test-\(id)"
    configuration = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-tmux-\(id).conf")
    statusFile = configuration.deletingPathExtension().appendingPathExtension("status")
    let settings = "set -g status off\nset -g remain-on-exit on\nset -g history-limit 2000\n"
    try settings.write(to: configuration, atomically: true, encoding: .utf8)
    var arguments = ["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)"]
    if let directory { arguments += ["-c", directory.path] }
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(key)=\(value)"]
    }
    do {
      // The shell reports the status itself: tmux 3.3a sometimes misses the exit of a pane's
      // process (a zombie it never reaps), so `#{pane_dead}` cannot be trusted.
      try run(arguments + ["\(command)\nprintf %s \"$?\" > '\(statusFile.path)'"])
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  /// Sends keys as `tmux send-keys` reads them: key names (`Enter`, `Tab`, `Up`, `C-r`, `C-c`,
  /// `C-d`, `BSpace`…) are pressed, any other argument is typed as text.
  public func send(keys: String...) throws {
    try run(["send-keys", "-t", name] + keys)
  }

  /// Types `text` literally, even when it looks like a key name.
  public func send(text: String) throws {
    try run(["send-keys", "-t", name, "-l", text])
  }

  /// The visible screen, one line per row, trailing blank rows kept.
  public func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", name])
  }

  /// Polls the screen until it contains `text`; false when `timeout` passes first.
  public func waitFor(text: String, timeout: Duration = .seconds(10)) -> Bool {
    poll(timeout: timeout) { (try? capture().contains(text)) == true }
  }

  /// Polls until the whole screen, blank rows and trailing spaces left out, reads `text`: after
  /// `:clear`, that the prompt is back, so what is typed next is not echoed ahead of it.
  public func waitForScreen(toRead text: String, timeout: Duration = .seconds(10)) -> Bool {
    poll(timeout: timeout) {
      let rows = ((try? capture()) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      let shown = rows.map { $0.replacing(/\s+$/, with: "") }.filter { !$0.isEmpty }
      return shown.joined(separator: "\n") == text
    }
  }

  /// Changes the window size; the program gets `SIGWINCH`.
  public func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  /// The command's exit status once it has ended, `nil` while it runs.
  public func exitStatus() -> Int32? {
    (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap { Int32($0) }
  }

  /// Polls until the command has ended; its exit status, or `nil` when `timeout` passes.
  public func waitForExit(timeout: Duration = .seconds(10)) -> Int32? {
    var status: Int32?
    _ = poll(timeout: timeout) {
      status = exitStatus()
      return status != nil
    }
    return status
  }

  /// Kills the session's tmux server; later calls do nothing.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(at: configuration)
    try? FileManager.default.removeItem(at: statusFile)
  }

  private func poll(timeout: Duration, until done: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !done() {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return true
  }

  /// Runs tmux on this session's socket and returns its stdout.
  ///
  /// Not Foundation's `Process`: on Linux it waits for the end of a socket the child
  /// inherits, which the tmux server forked by `new-session` keeps open forever. Here tmux
  /// runs through ``ChildProcess``: standard streams on temporary files, an empty signal
  /// mask, nothing else inherited, waited for with `waitpid`.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    guard let executable = Self.executable else {
      throw Failure(arguments: arguments, reason: "tmux is not installed")
    }
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    let result: CommandResult
    do {
      result = try ChildProcess.run(
        executable: executable, arguments: ["-L", socket, "-f", configuration.path] + arguments,
        stdin: "", environment: environment, timeout: .seconds(30))
    } catch {
      throw Failure(arguments: arguments, reason: "\(error)")
    }
    guard result.status == 0 else {
      let reason = result.stderr.isEmpty ? "exit status \(result.status)" : result.stderr
      throw Failure(arguments: arguments, reason: reason.trimmingCharacters(in: .newlines))
    }
    return result.stdout
  }
}
