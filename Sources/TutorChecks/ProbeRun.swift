import PlaygroundRuntime
import Synchronization

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Runs an exercise's checks inside the graded program and reports what they observe.
///
/// The grader's generated `main.swift` calls ``prepare()`` on its first line and ``run(_:)``
/// after the student's top-level code. The program reports observations only — never an
/// expected value or a verdict: the grader compares them with the solution's, outside this
/// process. The grader passes `--tutor-probes MARKER SEED START` (the record marker, the seed
/// of ``Draw``, the first check to run); without them (a teacher running the program by hand)
/// the observations print as plain text. `validate` passes `--tutor-sweep MARKER SEED FIRST
/// COUNT` instead: every check once per round, rounds `FIRST..<COUNT`, round `r` drawing from
/// ``roundSeed(_:round:)``, each round's records after a `round` record.
public enum ProbeRun {
  private static let context = ProbeContext()

  /// Reads the grader's arguments and makes standard output line-buffered, so what the student
  /// printed before a crash is not lost.
  ///
  /// Called once, before any student code. `image` is the program's own `#dsohandle` (the
  /// default is the caller's): a crash's frames are written relative to it (``CrashFrames``).
  public static func prepare(image: UnsafeRawPointer = #dsohandle) {
    setvbuf(stdout, nil, _IOLBF, 0)
    context.configure(arguments: CommandLine.arguments)
    __tutorInstallCrashFrames(image: image)
  }

  /// Runs `checks` in order from the grader's first check, reporting each one's observations
  /// (in every round of a sweep).
  public static func run(_ checks: Checks) {
    let settings = context.settings
    guard let rounds = settings.rounds else {
      run(checks, seed: settings.seed, start: settings.start)
      return
    }
    for round in settings.start..<max(settings.start, rounds) {
      context.emit(.round(round))
      run(checks, seed: roundSeed(settings.seed, round: round), start: 0)
    }
  }

  /// The seed of round `round` of a sweep from `seed`.
  public static func roundSeed(_ seed: UInt64, round: Int) -> UInt64 {
    max(1, DrawState.mix(seed &+ UInt64(round) &* 0xD1B5_4A32_D192_ED03))
  }

  /// How many times a check that draws runs, each time from a seed of its own: a wrong
  /// answer that a check's draws miss with chance p passes it with chance p⁴, so trying a
  /// file again and again with a new comment costs that much more.
  public static let drawingRepeats = 4

  /// The seed of time `time` of a drawing check (time 0 draws from `seed` itself).
  static func repeatSeed(_ seed: UInt64, _ time: Int) -> UInt64 {
    time == 0 ? seed : max(1, DrawState.mix(seed &+ UInt64(time) &* 0x9FB2_1C65_1E98_DF25))
  }

  private static func run(_ checks: Checks, seed: UInt64, start: Int) {
    context.emit(.plan(count: checks.all.count))
    for (index, check) in checks.all.enumerated() where index >= start {
      context.begin(index)
      context.emit(.begin(index: index, check: check))
      for time in 0..<drawingRepeats {
        Draw.reseed(repeatSeed(seed, time), check: index)
        do {
          try check.body()
        } catch {
          record(what: "", value: thrownText(error), tolerance: nil)
        }
        if !Draw.used { break }  // a check without draws observes the same thing every time
      }
      context.emit(.end(index: index))
    }
    context.emit(.done)
    context.end()
  }

  /// Reports one observation of the running check (outside a check it is ignored), described
  /// by `what` and, for a Chinese reader, `chinese`.
  static func record(what: String, chinese: String? = nil, value: String, tolerance: Double?) {
    guard let index = context.running else { return }
    context.emit(
      .observation(
        index: index, what: what, chinese: chinese, value: value, tolerance: tolerance))
  }
}

/// The harness's state: settings from the grader and the check now running.
final class ProbeContext: Sendable {
  struct Settings: Sendable {
    var marker: String?
    var seed: UInt64 = 1
    var start = 0
    /// The number of rounds of a sweep (nil: one ordinary run).
    var rounds: Int?
  }

  private let state = Mutex<(settings: Settings, running: Int?)>((Settings(), nil))

  var settings: Settings { state.withLock { $0.settings } }
  var running: Int? { state.withLock { $0.running } }

  func configure(arguments: [String]) {
    var settings = Settings()
    if let flag = arguments.firstIndex(of: "--tutor-probes"), arguments.count > flag + 3 {
      settings.marker = arguments[flag + 1]
      settings.seed = UInt64(arguments[flag + 2]) ?? 1
      settings.start = Int(arguments[flag + 3]) ?? 0
    } else if let flag = arguments.firstIndex(of: "--tutor-sweep"), arguments.count > flag + 4 {
      settings.marker = arguments[flag + 1]
      settings.seed = UInt64(arguments[flag + 2]) ?? 1
      settings.start = Int(arguments[flag + 3]) ?? 0
      settings.rounds = Int(arguments[flag + 4]) ?? 1
    } else {
      return
    }
    state.withLock { $0.settings = settings }
  }

  func begin(_ index: Int) { state.withLock { $0.running = index } }
  func end() { state.withLock { $0.running = nil } }

  /// Writes `record` framed with the grader's marker, or as plain text without one.
  func emit(_ record: ProbeRecord) {
    fflush(nil)
    let text = settings.marker.map { record.framed(marker: $0) } ?? record.plainText
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
