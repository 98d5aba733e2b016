import Foundation

/// Opens a file in the learner's editor and waits for it to close: `$EDITOR`, then `$VISUAL`,
/// else the first of `nano`, `vi` on the `PATH`.
///
/// The variable's value goes through `/bin/sh`, so `EDITOR="code --wait"` works as in git.
struct EditorLauncher {
  /// Why the editor could not be used.
  struct Problem: Error {
    /// What went wrong, shown by `Message.editorFailed(_:)`.
    enum Reason {
      /// Neither `$EDITOR`/`$VISUAL` nor `nano`/`vi`.
      case noEditor
      /// The shell could not be started: the system's description.
      case notStarted(String)
      /// The editor ended with this status.
      case exitStatus(Int32)
    }

    var editor: String
    var reason: Reason
  }

  let environment: [String: String]

  /// The editor command to run, or `nil` when there is none.
  var command: String? {
    for key in ["EDITOR", "VISUAL"] {
      if let value = environment[key], !value.trimmingWhitespace().isEmpty { return value }
    }
    return ["nano", "vi"].first { onPath($0) }
  }

  /// Runs the editor on `file` with the terminal handed over, and waits.
  func edit(_ file: URL) -> Result<Void, Problem> {
    guard let command else {
      return .failure(
        Problem(editor: "$EDITOR", reason: .noEditor))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command + " \"$1\"", "sh", file.path]
    process.environment = environment
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return .failure(Problem(editor: command, reason: .notStarted(error.localizedDescription)))
    }
    guard process.terminationStatus == 0 else {
      return .failure(Problem(editor: command, reason: .exitStatus(process.terminationStatus)))
    }
    return .success(())
  }

  private func onPath(_ name: String) -> Bool {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").contains { folder in
      FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
    }
  }
}
