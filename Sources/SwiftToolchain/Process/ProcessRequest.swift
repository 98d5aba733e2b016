public import Foundation

/// A program to start: what, where, with which environment, for how long.
public struct ProcessRequest: Sendable {
  /// The absolute path of the executable.
  public var executable: String
  /// Arguments after the program name.
  public var arguments: [String]
  /// The complete environment (nothing is inherited).
  public var environment: [String: String]
  /// A file the program reads as standard input; nil for `/dev/null`.
  public var standardInputFile: String?
  /// A descriptor number (4 or more) the program may write a status report to, read after it
  /// ends into ``ProcessOutcome/statusText`` (bubblewrap's `--json-status-fd`); nil for none.
  public var statusDescriptor: Int32?
  /// Bytes the program can read on a descriptor of its own (5 or more), from a pipe filled
  /// before it starts: bubblewrap's `--seccomp` program.
  public var descriptorInputs: [Int32: [UInt8]] = [:]
  /// Wall-clock limit in seconds; the whole process group is killed when it passes.
  public var wallTimeout: Double
  /// How many bytes of each output stream to keep; the rest is counted and dropped.
  public var outputLimit: Int
  /// The folder the program starts in: `/` unless told, never the caller's own (a folder the
  /// program's user may not be able to enter; see ``SwiftCompile``).
  public var workingDirectory = "/"

  /// Creates a request; the environment is empty unless given.
  public init(
    executable: String, arguments: [String] = [], environment: [String: String] = [:],
    standardInputFile: String? = nil, statusDescriptor: Int32? = nil, wallTimeout: Double = 60,
    outputLimit: Int = 1 << 20
  ) {
    self.executable = executable
    self.standardInputFile = standardInputFile
    self.arguments = arguments
    self.environment = environment
    self.statusDescriptor = statusDescriptor
    self.wallTimeout = wallTimeout
    self.outputLimit = outputLimit
  }
}

/// How a program ended and what it wrote.
public struct ProcessOutcome: Sendable {
  /// The exit status when the program exited normally.
  public var exitCode: Int32?
  /// The signal that ended it, when one did.
  public var signal: Int32?
  /// True when the wall-clock limit killed it.
  public var timedOut: Bool
  /// Standard error, up to the request's output limit.
  public var standardError: [UInt8]
  /// CPU seconds used by the program and the children it waited for.
  public var cpuSeconds: Double
  /// Wall-clock seconds from start to reaping.
  public var wallSeconds: Double
  /// True when the output sink's own deadline stopped the program (see ``OutputSink/deadline``).
  public var stoppedEarly = false
  /// What the program wrote to the request's status descriptor.
  public var statusText: String = ""
  /// True when the program and the processes it started went past the sandbox's memory limit
  /// together and were ended for it (see `RunCap`).
  public var memoryExceeded = false
  /// True when a live session's host went past an input's CPU allowance, held from outside
  /// (see `HostCPU`), and was ended for it.
  public var cpuExceeded = false
  /// True when a live session's host was ended because an input left a thread (a task, a
  /// timer) at work after it ended (see `HostThreads`).
  public var threadLeftRunning = false

  /// True for a normal exit with status 0.
  public var succeeded: Bool { exitCode == 0 && !timedOut }

  /// Standard error as text (invalid UTF-8 repaired).
  public var errorText: String { String(decoding: standardError, as: UTF8.self) }
}

/// Receives a program's standard output as it arrives.
public protocol OutputSink: AnyObject {
  /// Takes the next chunk of bytes.
  func consume(_ chunk: ArraySlice<UInt8>)
  /// A time at which the program must be stopped, earlier than the request's own deadline
  /// (a check that runs too long); nil for none.
  var deadline: Date? { get }
}

extension OutputSink {
  /// No deadline of the sink's own.
  public var deadline: Date? { nil }
}

/// An output sink that keeps the first `limit` bytes and counts the rest.
public final class CappedBuffer: OutputSink {
  /// The bytes kept.
  public private(set) var bytes: [UInt8] = []
  /// How many bytes were dropped past the limit.
  public private(set) var dropped = 0
  let limit: Int

  /// Creates a buffer that keeps at most `limit` bytes.
  public init(limit: Int) { self.limit = limit }

  /// Keeps what fits, counts the rest.
  public func consume(_ chunk: ArraySlice<UInt8>) {
    let room = max(0, limit - bytes.count)
    bytes += chunk.prefix(room)
    dropped += max(0, chunk.count - room)
  }

  /// The kept bytes as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// `prlimit`, the program every bounded process is started through: a compile of a learner's
/// code (``SwiftCompile/Bounds``), a run in the jail, the live session's host.
package enum ProcessLimiter {
  /// Where it is on the host.
  package static let path = "/usr/bin/prlimit"
}
