public import TutorSupport

/// What the live session says about an input (the catalog's `judge.playground.*` keys and their
/// neighbours), put into its result in the language `evaluate` was given.
extension Message {
  /// An input declared `names` again: the terminal and the scratch page say it alike.
  public static func replaced(_ names: [String]) -> Message {
    Message("repl.replaced", ["names": names.joined(separator: ", ")])
  }

  /// Where a crash points at a line of an earlier input.
  static let earlierInput = Message("judge.playground.earlier-input")

  /// The crash was in the code of an earlier input, at its line `line`, which reads `code`.
  static func crashedInEarlier(line: Int, code: String) -> Message {
    Message("judge.playground.crashed-in-earlier", ["line": line, "code": code])
  }

  /// A line that logged more values than are shown.
  static func lineRepeated(_ line: Int, count: Int) -> Message {
    Message("judge.playground.line-repeated", ["line": line, "count": count])
  }

  /// Printed output past the limit was dropped.
  static func playgroundOutputCut(limit kilobytes: Int, dropped: Int) -> Message {
    let counts: KeyValuePairs<String, any CustomStringConvertible> = [
      "limit": kilobytes, "dropped": dropped,
    ]
    return dropped == 1
      ? Message("judge.playground.output-cut.one", counts)
      : Message("judge.playground.output-cut.other", counts)
  }

  /// An input changed `name`, which an earlier input declared with `let` on `line`: enter
  /// `variable` (the line with `var`) to replace it.
  static func earlierConstant(_ name: String, line: String, variable: String) -> Message {
    Message("repl.earlier-constant", ["name": name, "line": line, "var": variable])
  }

  /// The live process ended without a reason to give.
  static let processExited = Message("judge.run.exited")

  /// The last input left work running, so the live process was ended.
  static let leftRunning = Message("repl.left-running")

  /// An input named a declaration that waited for its value, but gave it one on only some
  /// paths (see ``PendingDeclaration``).
  static func valueOnSomePaths(_ names: [String]) -> Message {
    Message("repl.value-on-some-paths", ["names": Message.list(names)])
  }

  /// An input of more than declarations declared `names` without a value and did not give
  /// them one on every path: a later input would read zero.
  static func declaredWithoutValue(_ names: [String]) -> Message {
    Message("repl.declared-without-value", ["names": Message.list(names)])
  }

  /// An input declared `names` without a value: they wait for the first input that names
  /// them (``PlaygroundResult/waiting``); the REPL and the page say it alike.
  public static func waiting(_ names: [String]) -> Message {
    Message("repl.waiting", ["names": Message.list(names)])
  }

  /// An input's library that the live process could not load.
  static func notLoaded(_ reason: String) -> Message {
    Message("judge.playground.not-loaded", ["reason": reason])
  }
}
