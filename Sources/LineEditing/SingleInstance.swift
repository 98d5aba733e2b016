import Synchronization

/// Lets at most one owner hold the terminal's line editor at a time.
///
/// libedit keeps the editor that receives signals in a process-wide variable, and there is a
/// single terminal, so a second ``EditLineReader`` while the first is open is refused.
final class SingleInstance: Sendable {
  private let taken = Mutex(false)

  /// Takes the slot; throws ``LineEditingError/alreadyActive`` when it is held.
  func acquire() throws(LineEditingError) {
    let acquired = taken.withLock { taken in
      guard !taken else { return false }
      taken = true
      return true
    }
    guard acquired else { throw .alreadyActive }
  }

  /// Gives the slot back.
  func release() {
    taken.withLock { $0 = false }
  }
}
