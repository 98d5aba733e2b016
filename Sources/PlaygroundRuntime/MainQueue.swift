#if canImport(Glibc)
import Glibc

/// The main dispatch queue of a session host, run by hand the way Foundation's run loop runs
/// it on Linux: libdispatch signals work through a descriptor, and
/// `_dispatch_main_queue_callback_4CF` runs it on the main thread.
///
/// Main-actor work (`Task { @MainActor in … }`, `await` of a main-actor function,
/// `DispatchQueue.main.async`) would otherwise never run, since no `dispatchMain()` is called.
enum MainQueue {
  private typealias Handle = @convention(c) () -> Int32
  private typealias Callback = @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// The descriptor libdispatch makes readable when the main queue has work, or -1.
  private static let handle: Int32 = {
    guard let symbol = dlsym(nil, "_dispatch_get_main_queue_handle_4CF") else { return -1 }
    return unsafeBitCast(symbol, to: Handle.self)()
  }()

  private static let callback: Callback? = {
    dlsym(nil, "_dispatch_main_queue_callback_4CF").map {
      unsafeBitCast($0, to: Callback.self)
    }
  }()

  /// Waits until `descriptor` is readable, running main-queue work meanwhile.
  static func wait(for descriptor: Int32) {
    while true {
      var fds = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: handle, events: Int16(POLLIN), revents: 0),
      ]
      let count = nfds_t(handle >= 0 ? 2 : 1)
      guard poll(&fds, count, -1) >= 0 || errno == EINTR else { return }
      if fds[1].revents != 0 { runReady() }
      if fds[0].revents != 0 { return }
    }
  }

  /// Runs the main-queue work that is ready now, and what that work queues in turn.
  static func runPending() {
    guard handle >= 0 else { return }
    var rounds = 0
    while rounds < 1000 {
      var fds = [pollfd(fd: handle, events: Int16(POLLIN), revents: 0)]
      guard poll(&fds, 1, 0) > 0 else { return }
      runReady()
      rounds += 1
    }
  }

  private static func runReady() {
    var counter: UInt64 = 0
    _ = read(handle, &counter, 8)
    callback?(nil)
  }
}
#endif
