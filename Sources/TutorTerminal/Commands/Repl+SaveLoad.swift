import Foundation
import Learner
import LessonKit
import TutorSupport

extension Repl {
  /// `:save FILE`: the session's accepted inputs as one Swift file, in order.
  func saveSession(to argument: String?) {
    guard let argument else { return complain(.saveUsage) }
    let inputs = sessionInputs
    guard !inputs.isEmpty else { return say(.nothingToSave) }
    let url = Self.fileURL(argument)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((inputs.joined(separator: "\n\n") + "\n").utf8).write(to: url, options: .atomic)
      say(.saved(inputs.count, to: url.path))
    } catch {
      complain(.notSaved(url.path, FileProblem.describe(error)))
    }
  }

  /// `:load FILE`: the file's inputs, split the way typing it line by line would split them,
  /// each shown and run in turn; the first one that is not kept stops the load.
  func loadFile(_ argument: String?) {
    guard let argument else { return complain(.loadUsage) }
    let url = Self.fileURL(argument)
    let text: String
    do {
      let data = try Data(contentsOf: url)
      guard let decoded = String(data: data, encoding: .utf8) else {
        return complain(.fileUnreadable(url.path))
      }
      text = decoded
    } catch {
      return complain(.notLoaded(url.path, FileProblem.describe(error)))
    }
    let inputs = InputSplitter.inputs(in: text)
    for (number, input) in inputs.enumerated() {
      echo(input.code)
      if input.code.hasPrefix(":") {
        // A command in the file runs as typed, except another :load.
        if !(ReplCommands.named(String(input.code.dropFirst().prefix { !$0.isWhitespace }))
          is LoadCommand)
        {
          perform(String(input.code.dropFirst()))
        }
        continue
      }
      guard evaluate(input.code) else {
        return complain(.loadStopped(url.path, line: input.line, done: number))
      }
    }
    say(.loaded(inputs.count, from: url.path))
  }

  /// Shows code as if typed at the prompt.
  func echo(_ code: String) {
    let renderer = TerminalRenderer(width: 200, style: color ? .ansi : .plain)
    let lines = renderer.highlight(swift: code).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      say((index == 0 ? Prompt.main(color) : Prompt.continuation(color)) + line)
    }
  }

  /// A path as typed: `~` is the home folder, a relative path is from the current folder.
  static func fileURL(_ path: String) -> URL {
    let expanded = NSString(string: path).expandingTildeInPath
    return URL(fileURLWithPath: expanded).standardizedFileURL
  }
}

/// Splits a Swift file into REPL inputs exactly as typing it line by line would: an input ends
/// when it is complete and the next line does not carry it on.
enum InputSplitter {
  /// The inputs with the line each starts on.
  static func inputs(in text: String) -> [(line: Int, code: String)] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    var buffer = InputBuffer()
    buffer.blankLinesSubmit = false
    var found: [(line: Int, code: String)] = []
    var start = 1
    var index = 0
    while index < lines.count {
      if !buffer.isPending { start = index + 1 }
      var step = buffer.add(lines[index])
      index += 1
      while case .swift(let code) = step, index < lines.count,
        InputCompleteness.continues(with: lines[index])
      {
        step = buffer.resume(code, adding: lines[index])
        index += 1
      }
      switch step {
      case .swift(let code): found.append((start, code))
      case .command(let text): found.append((start, ":" + text))
      case .needMore, .empty: break
      }
    }
    if let rest = buffer.finish() { found.append((start, rest)) }
    return found
  }
}

/// `:save FILE`.
struct SaveCommand: ReplCommand {
  let name = "save"
  let usage = ":save FILE"
  let summary = Message("repl.command.save")
  func perform(_ argument: String?, in repl: Repl) { repl.saveSession(to: argument) }
}

/// `:load FILE`.
struct LoadCommand: ReplCommand {
  let name = "load"
  let usage = ":load FILE"
  let summary = Message("repl.command.load")
  func perform(_ argument: String?, in repl: Repl) { repl.loadFile(argument) }
}
