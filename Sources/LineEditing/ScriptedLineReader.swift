public import Foundation
public import TutorSupport

/// Lines from a file handle (piped stdin) or from a script, with no prompt and no echo, so
/// piped use stays clean and tests can drive the REPL.
///
/// Reads ahead in blocks: once a handle is given to this reader, all input must come through
/// it. Input that is not UTF-8 is decoded with replacement characters; `"\r\n"` endings are
/// accepted. History is kept in memory (``history``), and so are the prompts asked for
/// (``prompts``), so tests can check when the continuation prompt was used.
public final class ScriptedLineReader: LineReader {
  /// Tab completion is not used for scripted input; kept so callers can set it uniformly.
  public var completer: Completer?
  /// Kept so callers can set it uniformly: nothing is listed.
  public var language = Language.en
  /// The entries given to ``addHistory(_:)``, oldest first.
  public private(set) var history: [String] = []
  /// The prompts of every ``readLine(prompt:)`` call, in order (never printed).
  public private(set) var prompts: [String] = []

  private var source: Source

  private enum Source {
    case script(ArraySlice<LineReadResult>)
    case handle(FileHandle, buffer: [UInt8], ended: Bool)
  }

  /// Reads lines from `handle` (standard input by default) until its end.
  public init(handle: FileHandle = .standardInput) {
    source = .handle(handle, buffer: [], ended: false)
  }

  /// Returns these lines one by one, then ``LineReadResult/endOfInput``.
  public convenience init(lines: [String]) {
    self.init(script: lines.map(LineReadResult.line))
  }

  /// Returns these results one by one, then ``LineReadResult/endOfInput``.
  ///
  /// Use `.interrupted` in the script to simulate Ctrl-C.
  public init(script: [LineReadResult]) {
    source = .script(script[...])
  }

  /// The next line without its line ending, or `.endOfInput`; `prompt` is only recorded.
  public func readLine(prompt: String) -> LineReadResult {
    prompts.append(prompt)
    switch source {
    case .script(var remaining):
      guard let next = remaining.popFirst() else { return .endOfInput }
      source = .script(remaining)
      return next
    case .handle(let handle, var buffer, var ended):
      while !ended, !buffer.contains(UInt8(ascii: "\n")) {
        let chunk = Self.available(from: handle.fileDescriptor)
        if chunk.isEmpty { ended = true } else { buffer += chunk }
      }
      guard !buffer.isEmpty else {
        source = .handle(handle, buffer: [], ended: true)
        return .endOfInput
      }
      let end = buffer.firstIndex(of: UInt8(ascii: "\n")) ?? buffer.endIndex
      var line = buffer[..<end]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      let text = String(decoding: line, as: UTF8.self)
      source = .handle(
        handle, buffer: Array(buffer[min(end + 1, buffer.endIndex)...]), ended: ended)
      return .line(text)
    }
  }

  /// How long ``readLineIfReady(prompt:)`` waits for a line a program is still writing: a
  /// `.map { … }` line written just after the input it carries on still joins it.
  static let peekMilliseconds: Int32 = 20

  /// The next line when the script has one or the handle has data (or its end) waiting.
  public func readLineIfReady(prompt: String) -> LineReadResult? {
    switch source {
    case .script(let remaining):
      guard !remaining.isEmpty else { return nil }
    case .handle(let handle, let buffer, let ended):
      if !ended, !buffer.contains(UInt8(ascii: "\n")) {
        var ready = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Self.peekMilliseconds) > 0 else { return nil }
      }
    }
    return readLine(prompt: prompt)
  }

  /// The bytes `descriptor` has now, at most 4 KiB, waiting for at least one; empty at its end
  /// (or an error). One `read`, unlike `FileHandle.read(upToCount:)`, which waits until the
  /// count is full: a program that writes a line to the pipe and waits for its answer got
  /// nothing until it closed the pipe.
  private static func available(from descriptor: Int32) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return Array(bytes.prefix(count)) }
      if errno != EINTR { return [] }
    }
  }

  /// Records `line` in ``history`` unless it is blank.
  public func addHistory(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    history.append(line)
  }
}
