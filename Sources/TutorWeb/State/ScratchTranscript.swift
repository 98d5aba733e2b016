import LiveSession

/// What a scratch tab ran, kept with its session so that the page shows it again in the
/// learner's language of the moment: a tab that comes back after the language switch used to
/// show its earlier answers in the language they were run in, beside a page in the other.
///
/// Each run's code and language-free ``PlaygroundResult`` are kept; the oldest are dropped past
/// ``byteLimit`` (an input may be 512 KiB and its output 64 KiB: a tab holds at most about a
/// megabyte, whatever it runs).
struct ScratchTranscript: Sendable {
  /// One run: the input as typed and what it did.
  struct Run: Sendable {
    /// The input.
    var code: String
    /// Its result.
    var result: PlaygroundResult
  }

  /// The runs kept, oldest first.
  private(set) var runs: [Run] = []
  /// How many earlier runs were dropped to stay within ``byteLimit``.
  private(set) var dropped = 0
  private var bytes = 0

  /// The most a transcript holds, in bytes of code and shown text.
  static let byteLimit = 1 << 20

  /// Adds a run, dropping the oldest while the transcript is past ``byteLimit`` (the newest
  /// is always kept).
  mutating func add(_ code: String, _ result: PlaygroundResult) {
    runs.append(Run(code: code, result: result))
    bytes += Self.size(of: runs[runs.count - 1])
    while bytes > Self.byteLimit, runs.count > 1 {
      bytes -= Self.size(of: runs.removeFirst())
      dropped += 1
    }
  }

  /// About how many bytes `run` holds.
  private static func size(of run: Run) -> Int {
    run.result.events.reduce(run.code.utf8.count + (run.result.message?.utf8.count ?? 0)) {
      $0 + size(of: $1)
    }
  }

  private static func size(of event: PlaygroundEvent) -> Int {
    switch event {
    case .value(_, let name, let type, let text):
      name.utf8.count + type.utf8.count + text.utf8.count
    case .output(_, let text): text.utf8.count
    case .repeated(_, _, let note): note.utf8.count
    case .folded(_, _, let values): values.reduce(0) { $0 + size(of: $1) }
    }
  }
}
