package import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Small reads of `/proc` and control-group files with plain system calls: the watchdog reads
/// them many times a second, so they allocate little and start nothing.
package enum ProcFile {
  /// The file's bytes (at most 64 KiB) as text, or nil when it cannot be read.
  package static func text(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 16 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The file's whitespace-separated words; none when it cannot be read.
  package static func words(_ path: String) -> [Substring] {
    guard let text = text(path) else { return [] }
    return text.split(whereSeparator: { $0 == " " || $0 == "\n" })
  }

  /// Writes `value` to an existing file (a control-group setting); false when refused.
  @discardableResult
  package static func write(_ value: String, to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let bytes = Array(value.utf8)
    return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      == bytes.count
  }

  /// True while `/proc/PID` exists and the process is not a zombie.
  package static func exists(_ pid: pid_t) -> Bool {
    guard let fields = statFields(pid), fields.count > 0 else { return false }
    return fields[0] != "Z" && fields[0] != "X"
  }

  /// True when some thread of `pid` still runs: a process whose main thread ended
  /// (`pthread_exit`) reads as a zombie while its other threads go on, holding its memory and
  /// its children.
  package static func isLive(_ pid: pid_t) -> Bool {
    if exists(pid) { return true }
    return threads(of: pid).contains { thread in
      guard let text = text("/proc/\(pid)/task/\(thread)/stat"),
        let close = text.lastIndex(of: ")")
      else { return false }
      let state = text[text.index(after: close)...].split(separator: " ").first
      return state != "Z" && state != "X"
    }
  }

  /// The fields of `/proc/PID/stat` after the command name: the state is field 0, the parent
  /// field 1, user and system time fields 11 and 12, the start time field 19.
  package static func statFields(_ pid: pid_t) -> [Substring]? {
    guard let text = text("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else {
      return nil
    }
    return text[text.index(after: close)...].split(separator: " ")
  }

  /// The parent of `pid`.
  package static func parent(of pid: pid_t) -> pid_t? {
    statFields(pid).flatMap { $0.count > 1 ? pid_t($0[1]) : nil }
  }

  /// When `pid` started, in clock ticks since boot: with the pid, it names one process for
  /// good (a pid alone is reused).
  package static func startTime(of pid: pid_t) -> UInt64? {
    statFields(pid).flatMap { $0.count > 19 ? UInt64($0[19]) : nil }
  }

  /// The numeric entries of a folder (`/proc`, `/proc/PID/task`).
  package static func numbers(in folder: String) -> [pid_t] {
    guard let stream = opendir(folder) else { return [] }
    defer { closedir(stream) }
    var found: [pid_t] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let number = pid_t(name) { found.append(number) }
    }
    return found
  }

  /// The threads of `pid`.
  package static func threads(of pid: pid_t) -> [pid_t] { numbers(in: "/proc/\(pid)/task") }

  /// Every process on the machine.
  package static func allProcesses() -> [pid_t] { numbers(in: "/proc") }
}
