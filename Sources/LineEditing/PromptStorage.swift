/// The current prompt as a C string that stays valid between libedit's calls for it.
///
/// libedit asks for the prompt on every redraw and only reads it; the string is replaced at
/// each ``EditLineReader/readLine(prompt:)`` and freed with this object.
final class PromptStorage {
  /// The NUL-terminated prompt, escape sequences marked (see ``PromptText``).
  private(set) var pointer: UnsafeMutablePointer<CChar>
  /// The columns the prompt takes on screen.
  private(set) var visibleWidth = 0

  /// An empty prompt.
  init() {
    pointer = Self.copy("")
  }

  deinit { pointer.deallocate() }

  /// Replaces the prompt.
  func set(_ prompt: String) {
    pointer.deallocate()
    pointer = Self.copy(PromptText.forEditLine(prompt))
    visibleWidth = PromptText.visibleWidth(prompt)
  }

  private static func copy(_ text: String) -> UnsafeMutablePointer<CChar> {
    let bytes = Array(text.utf8CString)
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    pointer.initialize(from: bytes, count: bytes.count)
    return pointer
  }
}
