public import Foundation

/// Where swift-tutor keeps a learner's files, by the XDG base directory rules: the one place
/// that reads `$HOME`, `$XDG_STATE_HOME` and `$XDG_CACHE_HOME`.
///
/// One rule for all three: a variable counts only when it holds an absolute path (the XDG
/// specification says relative ones are to be ignored); otherwise the default under the home
/// folder is used, and the home folder is `$HOME` when absolute, else the account's.
public struct UserFolders: Sendable {
  /// The environment the folders are read from.
  public let environment: [String: String]

  /// Folders for `environment` (the process's by default).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// The learner's home folder.
  public var home: URL {
    absolute("HOME") ?? FileManager.default.homeDirectoryForCurrentUser
  }

  /// `$XDG_STATE_HOME/swift-tutor` (default `~/.local/state/swift-tutor`): progress, history.
  public var state: URL {
    (absolute("XDG_STATE_HOME") ?? home.appendingPathComponent(".local/state", isDirectory: true))
      .appendingPathComponent("swift-tutor", isDirectory: true)
  }

  /// `$XDG_CACHE_HOME/swift-tutor` (default `~/.cache/swift-tutor`): compiled modules, results.
  public var cache: URL {
    (absolute("XDG_CACHE_HOME") ?? home.appendingPathComponent(".cache", isDirectory: true))
      .appendingPathComponent("swift-tutor", isDirectory: true)
  }

  private func absolute(_ name: String) -> URL? {
    guard let value = environment[name], value.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: value, isDirectory: true)
  }
}
