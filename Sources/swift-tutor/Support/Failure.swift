import ArgumentParser
import Foundation

/// Ends a command with a message on standard error and the exit status SPEC §4 gives.
enum Failure {
  /// Exit 2: bad usage, unknown exercise or lesson, unreadable input.
  static func usage(_ message: String) -> ExitCode {
    Console.error("swift-tutor: \(message)")
    return ExitCode(2)
  }

  /// Exit 3: this machine lacks something the command needs (the jail); `message` says what
  /// and how to fix it.
  static func unavailable(_ message: String) -> ExitCode {
    Console.error("swift-tutor: \(message)")
    return ExitCode(3)
  }

  /// Exit 3: the tool or the toolchain failed.
  static func `internal`(_ message: String) -> ExitCode {
    Console.error("swift-tutor: internal error: \(message)")
    return ExitCode(3)
  }
}

/// Writing to the terminal and to report files.
enum Console {
  /// A line on standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Writes `text` to `path` (atomically), or to standard output when nil.
  static func emit(_ text: String, to path: String?) throws {
    guard let path else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Failure.usage("cannot write \(path): \(error.localizedDescription)")
    }
  }
}
