import Foundation

/// Finds and kills processes still running a program after its sandbox ended
/// (a PID namespace is torn down asynchronously; without namespaces a process
/// that left the group could survive). Matches the program's unique path.
package enum Stragglers {
  /// Kills every process whose command line contains `programPath`, waiting
  /// up to `timeout` seconds for them to be gone. Returns how many remain.
  @discardableResult
  package static func reap(programPath: String, timeout: Double = 2) -> Int {
    let deadline = Date().addingTimeInterval(timeout)
    var remaining = find(programPath)
    while !remaining.isEmpty, Date() < deadline {
      for pid in remaining { kill(pid, SIGKILL) }
      usleep(10_000)
      remaining = find(programPath)
    }
    return remaining.count
  }

  private static func find(_ programPath: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    let needle = Array(programPath.utf8)
    return entries.compactMap { name -> pid_t? in
      guard let pid = pid_t(name), pid != getpid(),
        let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
        data.count >= needle.count
      else { return nil }
      let bytes = [UInt8](data)
      let found = (0...(bytes.count - needle.count)).contains { start in
        bytes[start..<start + needle.count].elementsEqual(needle)
      }
      return found ? pid : nil
    }
  }
}
