import Learner

extension Repl {
  /// Performs a `:command` line (without its colon).
  func perform(_ text: String) {
    adoptProgressSavedElsewhere()
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let typed = words.first else {
      say(ReplCommands.helpText(language, width: width))
      return
    }
    guard let command = ReplCommands.named(typed) else {
      complain(.unknownCommand(typed))
      return
    }
    let argument = words.dropFirst().joined(separator: " ")
    command.perform(argument.isEmpty ? nil : argument, in: self)
  }

  /// Takes over progress saved by another program since the REPL last wrote it — a pass from
  /// `swift-tutor check` or `watch` in another terminal, a hint from `swift-tutor hint` — so
  /// there is one progress, whichever command made it.
  ///
  /// The REPL saves after every change it makes, so a file that differs from what it holds was
  /// written by someone else. A file that cannot be read is left to the next save to report.
  func adoptProgressSavedElsewhere() {
    learner.adoptSavedElsewhere()
  }
}
