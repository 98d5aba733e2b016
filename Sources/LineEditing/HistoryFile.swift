import Foundation

/// The file that keeps line-editing history across sessions, written atomically.
///
/// The file format is libedit's (`_HiStOrY_V2_` on the first line, one `strvis`-encoded
/// entry per line); this type only handles the directory and the atomic replacement.
struct HistoryFile {
  /// Where the history lives, such as `$XDG_STATE_HOME/swift-tutor/history`.
  let url: URL

  /// The file's path, as libedit takes it.
  var path: String { url.path }

  /// Whether there is a file to load.
  var exists: Bool { FileManager.default.fileExists(atPath: path) }

  /// Creates the directory holding the file, with its parents, if missing.
  private func prepareDirectory() throws(LineEditingError) {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .historyDirectory(path: directory.path, reason: Self.reason(of: error))
    }
  }

  /// Creates the directory, then lets `read` load the file if there is one.
  ///
  /// `read` gets the path and returns whether it succeeded.
  func load(using read: (String) -> Bool) throws(LineEditingError) {
    try prepareDirectory()
    guard exists else { return }
    guard read(path) else {
      throw .historyLoad(path: path, reason: "it is unreadable or not a libedit history file")
    }
  }

  /// Lets `write` fill a temporary file next to the history file, then renames it over the
  /// history file, so a crash or a full disk never leaves a half-written history.
  ///
  /// `write` gets the temporary path and returns whether it succeeded.
  func replace(using write: (String) -> Bool) throws(LineEditingError) {
    let temporary = "\(path).\(getpid()).tmp"
    errno = 0
    guard write(temporary) else {
      let reason = errno == 0 ? "libedit could not write it" : String(cString: strerror(errno))
      unlink(temporary)
      throw .historySave(path: path, reason: reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .historySave(path: path, reason: reason)
    }
  }

  /// The most specific text Foundation offers for a file error.
  private static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
