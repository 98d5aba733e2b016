import Foundation
import Grading
import LiveSession
import TutorSupport

extension Repl {
  /// Runs Swift input in the session and shows its values, its output, or why it was refused;
  /// true when the input was kept.
  ///
  /// Ctrl-C stops the run (see ``Interruption``): what it printed so far is shown and the
  /// session stays as it was.
  @discardableResult
  func evaluate(_ code: String) -> Bool {
    // Waiting for the grader is not stopped by Ctrl-C: it may be building the module cache.
    let (made, waitInterrupted) = interruptible(stopsChildren: false) { Result { try session() } }
    if waitInterrupted {
      complainInterrupted()
      return false
    }
    let (outcome, interrupted) = interruptible(stopsChildren: true) {
      made.flatMap { session in Result { try session.evaluate(code, language: language) } }
    }
    let result: PlaygroundResult
    do {
      result = try outcome.get()
    } catch {
      complain(.runFailed(error))
      return false
    }
    let style = PlaygroundStyle(color: color, language: language)
    lastFolded = result.events.filter {
      if case .folded = $0 { true } else { false }
    }
    let listing = style.inputListing(
      result.events, multiline: code.contains("\n"), midLine: outputMidLine)
    output.write(listing)
    if !listing.isEmpty { outputMidLine = !listing.hasSuffix("\n") }
    // At a terminal the prompt starts a line; piped output stays exactly as printed, and the
    // next thing written starts a line only if it has to (see `say`).
    if configuration.interactive { endOutputLine() }
    defer {
      if let restart = result.restart {
        if let reason = restart.reason { say(reason) }
        say(.restarted(replayed: restart.replayed, dropped: restart.dropped))
      }
    }
    if interrupted, result.status != .accepted {
      complainInterrupted()
      return false
    }
    switch result.status {
    case .accepted:
      symbols.learn(from: code)
      if !result.replaced.isEmpty { say(.replaced(result.replaced)) }
      if !result.waiting.isEmpty { say(.waiting(result.waiting)) }
      output.writeError(style.warnings(result.warnings, language: language))
      return true
    case .rejected:
      complain(result.message ?? Message.notCompiled.text(language))
      complain(.sessionUnchanged)
    case .crashed:
      complain(result.message ?? Message.crashed.text(language))
      complain(.sessionUnchanged)
    }
    return false
  }

  /// Runs `body` with Ctrl-C caught on a terminal (it would end the tutor otherwise); with
  /// `stopsChildren`, Ctrl-C also kills the compiler or program running for it.
  func interruptible<T>(stopsChildren: Bool, _ body: () -> T) -> (value: T, interrupted: Bool) {
    guard configuration.interactive else { return (body(), false) }
    return Interruption.catching(stopsChildren: stopsChildren, body)
  }

  /// Says that Ctrl-C stopped the work and nothing was kept.
  func complainInterrupted() {
    complain(.interrupted)
    complain(.sessionUnchanged)
  }
}
