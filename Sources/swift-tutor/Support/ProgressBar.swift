import Foundation
import Synchronization

/// A one-line progress bar on standard error, drawn only on a terminal.
final class ProgressBar: Sendable {
  private let total: Int
  private let enabled: Bool
  private let lastDrawn = Mutex(-1)

  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled && total > 0
  }

  /// Redraws with `done` submissions graded.
  func update(_ done: Int) {
    guard enabled else { return }
    lastDrawn.withLock { last in
      guard done > last else { return }
      last = done
      let width = 30
      let filled = width * done / total
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) graded".utf8))
    }
  }

  /// Ends the line.
  func finish() {
    if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
