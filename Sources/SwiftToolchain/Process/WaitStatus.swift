package import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension ProcessOutcome {
  /// How a reaped process ended, from `wait4`'s `status` and `usage`; `start` is when it was
  /// started. With `wrapped`, an exit status past 128 is read as bubblewrap's 128 + the signal
  /// that ended the program inside.
  package init(
    waitStatus status: Int32, usage: rusage, timedOut: Bool, standardError: [UInt8],
    since start: Date, wrapped: Bool = false
  ) {
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    var signal = status & 0x7f
    var code = (status >> 8) & 0xff
    if wrapped, signal == 0, code > 128 {
      signal = code - 128
      code = 0
    }
    self.init(
      exitCode: signal == 0 ? code : nil, signal: signal == 0 ? nil : signal, timedOut: timedOut,
      standardError: standardError, cpuSeconds: cpu, wallSeconds: Date().timeIntervalSince(start))
  }
}
