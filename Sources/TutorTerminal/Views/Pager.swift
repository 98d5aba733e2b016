public import Foundation
public import TutorSupport

/// Shows text taller than the terminal through the learner's pager, so that it opens at its
/// top instead of scrolling past: `$PAGER` (through `/bin/sh`, as git does), else `less -R`.
///
/// Only on a terminal: piped output is always written whole. The page's first line names the
/// keys in the learner's language (less's own prompt, a bare `:`, left a newcomer stuck, and
/// less up to at least 667 garbles any prompt that is not ASCII). `LESS` defaults to `FRX`
/// (quit when the text fits after all, keep colours, leave the page on the screen after `q`)
/// and `LESSCHARSET` to `utf-8`, so Chinese text shows under any locale.
public struct Pager: Sendable {
  /// The environment the pager runs with.
  public let environment: [String: String]
  /// The language of the keys the prompt names.
  public let language: Language

  /// A pager for a learner with `environment`, reading `language`.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment, language: Language
  ) {
    self.environment = environment
    self.language = language
  }

  /// The pager command, or nil when `$PAGER` is set to nothing or `cat` (no paging wanted).
  public var command: String? {
    guard let chosen = environment["PAGER"] else { return "less -R" }
    let trimmed = chosen.trimmingWhitespace()
    return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
  }

  /// Whether `text` is taller than a terminal of `rows` rows, leaving one for the prompt.
  public static func isTaller(_ text: String, than rows: Int) -> Bool {
    text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 } > rows - 1
  }

  /// Pages `text` when standard output is a terminal it does not fit; returns false when it did
  /// not page (the caller writes the text itself), or when the pager could not be started.
  public func page(_ text: String) -> Bool {
    guard isatty(STDOUT_FILENO) == 1, let command,
      let rows = TerminalSize.rows(environment: environment),
      Self.isTaller(text, than: rows)
    else { return false }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-page-\(getpid())-\(UUID().uuidString.prefix(8)).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let body = keys + "\n" + (text.hasSuffix("\n") ? text : text + "\n")
    guard (try? Data(body.utf8).write(to: file)) != nil else { return false }
    var variables = environment
    if variables["LESS"] == nil { variables["LESS"] = "FRX" }
    if variables["LESSCHARSET"] == nil { variables["LESSCHARSET"] = "utf-8" }
    fflush(nil)  // what was printed before comes before the page
    guard let status = Self.run(command, input: file.path, environment: variables) else {
      return false
    }
    // 126/127: the shell could not find or run the pager; the caller writes the text instead.
    return status != 126 && status != 127
  }

  /// The line above a paged text: the keys that page, search and close it.
  public var keys: String { Catalog.text("repl.pager.keys", language) }

  /// Runs `command` through `/bin/sh` with `input` as its standard input, in this process's
  /// session and process group (Foundation's `Process` starts a new session, where a pager
  /// has no terminal to read keys from); returns its exit status (128 + signal when killed),
  /// or nil when it could not be started.
  private static func run(_ command: String, input: String, environment: [String: String])
    -> Int32?
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    let arguments = ["sh", "-c", command]
    let variables = environment.map { "\($0.key)=\($0.value)" }
    var argv = arguments.map { strdup($0) } + [nil]
    var envp = variables.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, &envp) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
