#if canImport(Glibc)
package import Glibc
#endif

/// Something that follows a started program from outside while it runs (see `RunWatch`).
package protocol ProcessObserver: AnyObject {
  /// The program started as `pid`.
  func started(_ pid: pid_t)
  /// The program is about to be reaped: after this its pid, and its descendants', may be
  /// another process's, so nothing may be done to them any more.
  func stopping()
}
