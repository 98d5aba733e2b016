#if canImport(Glibc)
import Glibc
import Synchronization

/// Ends every process an input started once the input is over, so that nothing it began runs
/// on — or holds a core — after its result is shown (the tutor checks it from outside too).
///
/// - In the jail the host shares its PID namespace only with the namespace's init (pid 1):
///   `kill(-1, SIGKILL)` ends every other process in it at once, a child that forks while it
///   happens included; the host then reaps its own.
/// - Without a jail the host is a subreaper, so the orphans of a double fork or a `setsid` stay
///   below it; it kills its descendants until none is left.
///
/// A child forked with `fork()` also gets the input's CPU allowance as its hard limit, so it
/// cannot raise its own limit to the session's.
enum SessionChildren {
  /// True when the host is alone in its PID namespace; set once by ``prepare()``.
  static let jailed = Atomic<Bool>(false)
  /// The CPU seconds of the input running now: a forked child's hard limit. Atomic, not behind
  /// a lock: the child reads it in `pthread_atfork`'s handler, where a lock another thread held
  /// at the fork would never be released.
  static let allowance = Atomic<rlim_t>(5)

  /// Reads and removes `SessionHost.jailedVariable`; becomes a subreaper outside the jail; limits forked
  /// children.
  static func prepare() {
    let jailed = getenv(SessionHost.jailedVariable).map { String(cString: $0) } == "1"
    Self.jailed.store(jailed, ordering: .releasing)
    unsetenv(SessionHost.jailedVariable)
    if !jailed {
      // prctl is variadic in C; its first integer arguments are passed alike either way.
      // 36 is PR_SET_CHILD_SUBREAPER (<linux/prctl.h>, which Glibc does not bring).
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      if let symbol = dlsym(nil, "prctl") {
        _ = unsafeBitCast(symbol, to: Prctl.self)(36, 1, 0, 0, 0)
      }
    }
    pthread_atfork(nil, nil) {
      let allowance = SessionChildren.allowance.load(ordering: .acquiring)
      var limit = rlimit(rlim_cur: allowance, rlim_max: allowance)
      setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    }
  }

  /// Ends every process the input left running and reaps the host's children, waiting at most
  /// a second.
  static func endAll() {
    let jailed = Self.jailed.load(ordering: .acquiring)
    var deadline = timespec()
    clock_gettime(CLOCK_MONOTONIC, &deadline)
    deadline.tv_sec += 1
    while true {
      if jailed {
        kill(-1, SIGKILL)
      } else {
        for pid in descendants(of: getpid()) { kill(pid, SIGKILL) }
      }
      var status: Int32 = 0
      var reaped: pid_t
      repeat { reaped = waitpid(-1, &status, WNOHANG) } while reaped > 0
      let noChildren = reaped < 0 && errno == ECHILD
      if noChildren, jailed || descendants(of: getpid()).isEmpty { return }
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      if now.tv_sec > deadline.tv_sec
        || (now.tv_sec == deadline.tv_sec && now.tv_nsec >= deadline.tv_nsec)
      {
        return
      }
      usleep(1000)
    }
  }

  /// Reaps children that already ended (killed by the tutor after the last input).
  static func reapEnded() {
    var status: Int32 = 0
    while waitpid(-1, &status, WNOHANG) > 0 {}
  }

  /// Every process below `pid`, from `/proc/PID/task/TID/children`.
  private static func descendants(of pid: pid_t) -> [pid_t] {
    var found: [pid_t] = []
    var next = [pid]
    while let parent = next.popLast() {
      guard let tasks = opendir("/proc/\(parent)/task") else { continue }
      while let entry = readdir(tasks) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard Int32(name) != nil else { continue }
        let children = words(in: "/proc/\(parent)/task/\(name)/children").compactMap { pid_t($0) }
        found += children
        next += children
      }
      closedir(tasks)
    }
    return found
  }

  private static func words(in path: String) -> [Substring] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return [] }
    return String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
  }
}
#endif
