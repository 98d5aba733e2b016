import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A process and everything below it, read from `/proc` without starting anything.
///
/// In a jail every process of the run stays below the process the tutor started: the PID
/// namespace's init (a `bwrap`) adopts the orphans of a double fork or a `setsid`. Without a
/// jail an orphan is adopted outside the tree (the live session's host is a subreaper, so its
/// own orphans stay).
enum ProcessTree {
  /// `root` and every living process below it, parents before their children.
  static func members(of root: pid_t) -> [pid_t] {
    var found: [pid_t] = []
    var next = [root]
    var seen: Set<pid_t> = []
    while let pid = next.popLast() {
      guard seen.insert(pid).inserted, ProcFile.isLive(pid) else { continue }
      found.append(pid)
      next += children(of: pid)
    }
    return found
  }

  /// The children of `pid` (of any of its threads).
  static func children(of pid: pid_t) -> [pid_t] {
    guard hasChildrenFiles else {
      return ProcFile.allProcesses().filter { ProcFile.parent(of: $0) == pid }
    }
    return ProcFile.threads(of: pid).flatMap { thread in
      ProcFile.words("/proc/\(pid)/task/\(thread)/children").compactMap { pid_t($0) }
    }
  }

  /// True when the kernel lists each thread's children (`CONFIG_PROC_CHILDREN`); else the
  /// tree is found by reading every process's parent.
  static let hasChildrenFiles: Bool = {
    let me = getpid()
    return access("/proc/\(me)/task/\(me)/children", R_OK) == 0
  }()

  /// The memory `pid` holds that nothing outside the run gives back, as an upper bound: its
  /// anonymous and shared (tmpfs, `memfd`, `MAP_SHARED`) pages in RAM and in swap, and its page
  /// tables, from `/proc/PID/status`. A page two processes share after a `fork` counts in
  /// both. Nil when the process is gone.
  static func memory(of pid: pid_t) -> (resident: Int, pageTables: Int)? {
    guard let folder = memoryFolder(of: pid), let text = ProcFile.text(folder + "/status") else {
      return nil
    }
    let fields = kilobytes(in: text, ["RssAnon", "RssShmem", "VmSwap", "VmPTE"])
    return ((fields[0] + fields[1] + fields[2]) * 1024, fields[3] * 1024)
  }

  /// The same pages as ``memory(of:)`` without page tables, each shared one divided among the
  /// processes that map it (`/proc/PID/smaps_rollup`): added up over a run, every page counts
  /// once. Dearer to read (the kernel walks the page tables); nil when it cannot be read.
  static func proportionalMemory(of pid: pid_t) -> Int? {
    guard let folder = memoryFolder(of: pid),
      let text = ProcFile.text(folder + "/smaps_rollup"), text.contains("Pss_Anon")
    else {
      return nil
    }
    return kilobytes(in: text, ["Pss_Anon", "Pss_Shmem", "SwapPss"]).reduce(0, +) * 1024
  }

  /// The `/proc` folder whose files show `pid`'s memory: its own — or, when its main thread
  /// has ended while others run (`pthread_exit`), a live thread's: then the process's own
  /// `status` and `smaps_rollup` read as if it held nothing. Nil when it is gone.
  static func memoryFolder(of pid: pid_t) -> String? {
    let own = "/proc/\(pid)"
    guard let status = ProcFile.text(own + "/status") else { return nil }
    guard !status.contains("VmRSS:") else { return own }
    for thread in ProcFile.threads(of: pid) where thread != pid {
      let folder = own + "/task/\(thread)"
      if ProcFile.text(folder + "/status")?.contains("VmRSS:") == true { return folder }
    }
    return own
  }

  /// True when `pid` is a single-threaded process on its way out (the kernel's `PF_EXITING`)
  /// or gone: its pages are being given back, and `smaps_rollup` reads empty while `status`
  /// may still show them. A process with other threads alive keeps its memory and is not.
  static func isGivingBackMemory(_ pid: pid_t) -> Bool {
    guard let fields = ProcFile.statFields(pid), fields.count > 6, let flags = UInt(fields[6]),
      let status = ProcFile.text("/proc/\(pid)/status")
    else { return true }
    return flags & 0x4 != 0 && kilobytes(in: status, ["Threads"])[0] <= 1
  }

  /// The values of the `NAME: N kB` lines named `names`, in order (0 when missing).
  private static func kilobytes(in text: String, _ names: [Substring]) -> [Int] {
    var values = [Int](repeating: 0, count: names.count)
    for line in text.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":"), let index = names.firstIndex(of: line[..<colon])
      else { continue }
      let value = line[line.index(after: colon)...].split(whereSeparator: \.isWhitespace).first
      values[index] = value.flatMap { Int($0) } ?? 0
    }
    return values
  }

  /// CPU seconds `pid` has used (user and system), from `/proc/PID/stat`.
  static func cpuSeconds(of pid: pid_t) -> Double? {
    guard let fields = ProcFile.statFields(pid), fields.count > 12,
      let user = Double(fields[11]), let system = Double(fields[12])
    else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
