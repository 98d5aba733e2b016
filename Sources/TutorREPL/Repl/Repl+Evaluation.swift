import Evaluator
import Foundation

extension Repl {
  /// Runs Swift input in the session and shows its values, its output, or why it was refused.
  func evaluate(_ code: String) {
    let result: PlaygroundResult
    do {
      result = try session().evaluate(code)
    } catch {
      complain("swift-tutor: could not run the input: \(error)")
      return
    }
    let style = PlaygroundStyle(color: color)
    output.write(style.inputListing(result.events, multiline: code.contains("\n")))
    switch result.status {
    case .accepted:
      symbols.learn(from: code)
      if !result.replaced.isEmpty {
        let names = result.replaced.joined(separator: ", ")
        say(
          language == .zhHans
            ? "（替换了之前的 \(names)）" : "(replaces the earlier \(names))")
      }
    case .rejected:
      complain(result.message ?? "the input did not compile")
      complain(UIText.sessionUnchanged(language))
    case .crashed:
      complain(result.message ?? "the code crashed")
      complain(UIText.sessionUnchanged(language))
    }
  }
}
