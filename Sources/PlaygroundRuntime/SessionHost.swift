#if canImport(Glibc)
import Glibc

/// The long-lived process of a live REPL session: it loads each input's compiled library
/// into itself and runs it, so the values, objects and side effects of earlier inputs stay
/// as they were.
///
/// Its protocol, one line per message:
/// - descriptor 3 (from the tutor): `run CPU_SECONDS ENTRY_SYMBOL LIBRARY_PATH`;
/// - descriptor 4 (to the tutor): `ready` once started, then `done` after each input ran and
///   every process it started ended (see `SessionChildren`), or `failed REASON` when the
///   library could not be loaded.
///
/// Standard output carries the input's printed text and its ``PlaygroundRecord``s, in order.
/// A crash, an `exit`, or a limit ends the process; the tutor then starts a new one and runs
/// the earlier inputs again.
public enum SessionHost {
  static let commands: Int32 = 3
  static let replies: Int32 = 4

  /// The environment variable naming the libraries to load at start, `:`-separated; removed
  /// before any input runs, so the student's program sees a plain environment.
  public static let preloadVariable = "SWIFT_TUTOR_PRELOAD"

  /// The environment variable the tutor sets to `1` when the host runs in its jail, alone in
  /// its PID namespace with the namespace's init; removed before any input runs.
  public static let jailedVariable = "SWIFT_TUTOR_HOST_JAILED"

  /// Loads the libraries named in ``preloadVariable`` (MealKit, Shapes) so every input can use
  /// them, then serves commands until descriptor 3 closes.
  public static func main() -> Never {
    signal(SIGPIPE, SIG_DFL)
    SessionChildren.prepare()
    let libraries = getenv(preloadVariable).map { String(cString: $0) } ?? ""
    unsetenv(preloadVariable)
    for library in libraries.split(separator: ":").map(String.init) {
      guard dlopen(library, RTLD_NOW | RTLD_GLOBAL) != nil else {
        reply("failed \(loaderError())")
        _exit(70)
      }
    }
    CrashFrames.install(image: nil)  // frames as they are; each input's library is noted
    reply("ready")
    var reader = CommandReader(descriptor: commands)
    while let command = reader.next() {
      perform(command)
    }
    _exit(0)
  }

  /// Runs one command line.
  static func perform(_ command: String) {
    let words = command.split(separator: " ", maxSplits: 3).map(String.init)
    guard words.count == 4, words[0] == "run", let cpu = Int(words[1]) else {
      return reply("failed unknown command")
    }
    SessionChildren.reapEnded()
    allowCPU(seconds: cpu)
    SessionChildren.allowance.store(rlim_t(max(1, cpu)), ordering: .releasing)
    guard let handle = dlopen(words[3], RTLD_NOW | RTLD_GLOBAL) else {
      return reply("failed \(loaderError())")
    }
    guard let symbol = dlsym(handle, words[2]) else {
      return reply("failed no entry point \(words[2])")
    }
    CrashImages.register(path: words[3], symbol: symbol)
    typealias Entry =
      @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
    _ = unsafeBitCast(symbol, to: Entry.self)(0, nil)
    MainQueue.runPending()
    fflush(nil)
    SessionChildren.endAll()
    reply("done")
  }

  /// Lets the process use `seconds` more CPU time from now (the soft limit; the kernel sends
  /// SIGXCPU past it, which ends the process like a crash).
  static func allowCPU(seconds: Int) {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let used = Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec) + 1
    var limit = rlimit()
    let resource = __rlimit_resource_t(RLIMIT_CPU.rawValue)
    getrlimit(resource, &limit)
    var soft = rlim_t(used + max(1, seconds))
    // rlim_t.max is RLIM_INFINITY.
    if limit.rlim_max != rlim_t.max { soft = min(soft, limit.rlim_max) }
    limit.rlim_cur = soft
    setrlimit(resource, &limit)
  }

  static func reply(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { write(replies, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { _exit(0) }  // the tutor is gone
      sent += count
    }
  }

  static func loaderError() -> String {
    guard let text = dlerror() else { return "unknown loader error" }
    return String(cString: text).replacingNewlines()
  }
}

/// Reads command lines from a descriptor, running main-queue work while it waits.
struct CommandReader {
  let descriptor: Int32
  private var pending: [UInt8] = []

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next line, or nil when the descriptor is closed.
  mutating func next() -> String? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      if let newline = pending.firstIndex(of: 10) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return line
      }
      MainQueue.wait(for: descriptor)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return nil }
      pending += buffer[..<count]
    }
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n").joined(separator: " ")
  }
}
#endif
