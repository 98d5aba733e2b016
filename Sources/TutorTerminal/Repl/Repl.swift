import Foundation
import Grading
import Learner
import LessonKit
public import LineEditing
import LiveSession
import SourceKitCompletion
import SwiftToolchain
import TutorSupport

/// The learner's REPL: reads Swift and `:commands` from a ``LineReader``, shows every line's
/// value the way a playground sidebar does, and walks through the course.
///
/// Piped input runs the same loop through a ``ScriptedLineReader``: no prompts, no lesson on
/// start, values on standard output and problems on standard error.
public final class Repl {
  let configuration: ReplConfiguration
  let reader: any LineReader
  let output: any ReplOutput
  private var playgroundSession: PlaygroundSession?
  let symbols: SymbolTable
  var quitRequested = false
  /// Whether the last text written to standard output ended inside a line
  /// (`print(x, terminator: "")`).
  var outputMidLine = false
  /// The values the last input folded, for `:more`.
  var lastFolded: [PlaygroundEvent] = []

  /// A REPL over `reader`, writing to `output`; loads the progress file now.
  public init(configuration: ReplConfiguration, reader: any LineReader, output: any ReplOutput) {
    self.configuration = configuration
    self.reader = reader
    self.output = output
    symbols = SymbolTable(
      course: configuration.course, sampleFolders: configuration.sampleSourceFolders)
    if let notice = configuration.learner.loadNotice {
      output.writeError("swift-tutor: \(notice.text(configuration.learner.language))\n")
    }
    reader.completer = ReplCompleter(symbols: symbols).complete
  }

  /// Runs until `:quit`, Ctrl-D or the end of piped input; progress is saved on the way out.
  public func run() {
    configuration.grader.warmUp()
    let grader = configuration.grader
    let (symbols, interactive) = (symbols, configuration.interactive)
    Thread.detachNewThread {
      // Tab's sourcekit-lsp first, warming up while the learner reads (the first Tab comes
      // seconds after start); then the live session's own modules, built once per toolchain.
      guard let made = try? grader.grader() else { return }
      if interactive {
        let completion = SwiftCompletion(
          toolchain: made.cache.toolchain, modules: made.cache.directory,
          imports: ModuleCache.sampleModules)
        symbols.attach(completion)
        completion.warmUp()
      }
      try? SessionModules.prepare(made.cache)
    }
    if configuration.interactive { greet() }
    var buffer = InputBuffer()
    var pushedBack: LineReadResult?
    while !quitRequested {
      let prompt = buffer.isPending ? Prompt.continuation(color) : Prompt.main(color)
      reader.language = language
      let read = pushedBack ?? reader.readLine(prompt: prompt)
      pushedBack = nil
      switch read {
      case .endOfInput:
        // Piped input that ends inside an unfinished input still gets its verdict.
        if !configuration.interactive, let code = buffer.finish() { evaluate(code) }
        quitRequested = true
      case .interrupted:
        buffer.clear()
      case .line(let line) where !buffer.isPending && Self.documentationQuery(line) != nil:
        reader.addHistory(line)
        showDocumentation(Self.documentationQuery(line))
      case .line(let line):
        var step = buffer.add(line)
        // A complete input followed at once (piped or pasted) by a line that carries it on —
        // `.map { … }`, `{`, `else`, `where` — is not complete after all.
        while case .swift(let code) = step,
          let next = reader.readLineIfReady(prompt: Prompt.continuation(color))
        {
          guard case .line(let text) = next, InputCompleteness.continues(with: text) else {
            pushedBack = next
            break
          }
          step = buffer.resume(code, adding: text)
        }
        switch step {
        case .needMore, .empty:
          break
        case .command(let text):
          reader.addHistory(":" + text)
          perform(text)
        case .swift(let code):
          reader.addHistory(code)
          evaluate(code)
        }
      }
    }
    endOutputLine()
    playgroundSession?.close()
    symbols.swift?.close()
    if configuration.interactive, let problem = reader.historyError {
      complain("swift-tutor: " + Message.historyNotSaved(problem).text(language))
    }
    saveProgress()
  }

  /// The playground session, made on first use (the grader may still be warming up).
  func session() throws -> PlaygroundSession {
    if let playgroundSession { return playgroundSession }
    let grader = try configuration.grader.grader()
    let session = PlaygroundSession(cache: grader.cache, sandbox: grader.sandbox)
    let language = language
    session.willBuildModules = { [output] in
      output.writeError(Message.preparingSession.text(language) + "\n")
    }
    playgroundSession = session
    return session
  }

  /// Forgets every input of the session and ends its live process.
  func resetSession() { playgroundSession?.reset() }

  /// The inputs the session kept, in order.
  var sessionInputs: [String] { playgroundSession?.inputs ?? [] }

  /// Whether output is coloured.
  var color: Bool { configuration.color }

  /// The course.
  var course: Course { configuration.course }

  /// The learner's state: progress, language, workspace (``LearnerSession`` owns them).
  var learner: LearnerSession { configuration.learner }

  /// The learner's progress.
  var progress: LearnerProgress { learner.progress }

  /// The language everything is shown in.
  var language: Language { learner.language }

  /// Tells the learner why their progress was not saved, when a change of it (a
  /// ``LearnerSession`` method) says so; the session says so once.
  func report(_ problem: Message?) {
    if let problem { complain("swift-tutor: " + problem.text(language)) }
  }

  /// Writes the progress file; tells the learner once if that fails.
  func saveProgress() { report(learner.save()) }

  /// Writes a line for the learner.
  func say(_ text: String) {
    endOutputLine()
    output.write(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Writes `message` for the learner, in their language.
  func say(_ message: Message) { say(message.text(language)) }

  /// Ends a line the student's code left open, so what follows starts on its own line.
  func endOutputLine() {
    if outputMidLine { output.write("\n") }
    outputMidLine = false
  }

  private func greet() {
    if let lesson = currentLesson { showLesson(lesson) }
    say(.welcome)
  }
}

/// The prompts: `swift> ` and `  ...> ` while an input is unfinished.
enum Prompt {
  static func main(_ color: Bool) -> String {
    ANSIStyle(enabled: color).paint("swift>", .boldGreen) + " "
  }
  static func continuation(_ color: Bool) -> String {
    ANSIStyle(enabled: color).paint("  ...>", .dim) + " "
  }
}
