extension Repl {
  /// Performs a `:command` line (without its colon).
  func perform(_ text: String) {
    adoptProgressSavedElsewhere()
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let typed = words.first else {
      say(ReplCommandName.helpText(language, width: width))
      return
    }
    guard let command = ReplCommandName.named(typed) else {
      complain(.unknownCommand(typed))
      return
    }
    let argument = words.dropFirst().joined(separator: " ")
    let optional = argument.isEmpty ? nil : argument
    switch command {
    case .help: say(ReplCommandName.helpText(language, width: width))
    case .lessons: listLessons()
    case .lesson: openLesson(optional)
    case .next: moveLesson(by: 1)
    case .prev: moveLesson(by: -1)
    case .run: runExample(optional)
    case .exercise: openExercise(optional)
    case .edit: editExercise()
    case .check: checkExercise(optional)
    case .hint: showHint(optional)
    case .solution: showSolution()
    case .reset: reset(optional)
    case .more: showFolded()
    case .doc: showDocumentation(optional)
    case .save: saveSession(to: optional)
    case .load: loadFile(optional)
    case .progress: showProgress()
    case .lang: switchLanguage(optional)
    case .clear: if configuration.interactive { output.write("\u{1B}[H\u{1B}[2J") }
    case .quit: quitRequested = true
    }
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
