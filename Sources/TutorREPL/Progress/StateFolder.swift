import Foundation

/// The folders swift-tutor keeps a learner's state and work in.
public enum StateFolder {
  /// `$XDG_STATE_HOME/swift-tutor`, with `~/.local/state` when `XDG_STATE_HOME` is unset or
  /// not absolute (the XDG base directory rule).
  public static func url(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    let state: URL
    if let configured = environment["XDG_STATE_HOME"], configured.hasPrefix("/") {
      state = URL(fileURLWithPath: configured, isDirectory: true)
    } else {
      state = home(environment).appendingPathComponent(".local/state", isDirectory: true)
    }
    return state.appendingPathComponent("swift-tutor", isDirectory: true)
  }

  /// The learner's home folder: `$HOME`, else the account's.
  static func home(_ environment: [String: String]) -> URL {
    if let home = environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    return FileManager.default.homeDirectoryForCurrentUser
  }
}
