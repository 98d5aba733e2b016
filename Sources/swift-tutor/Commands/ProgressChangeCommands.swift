import ArgumentParser
import Foundation
import Learner
import LessonKit
import TutorSupport
import TutorTerminal

// The commands that change the learner's progress file: hint and reset.

/// `swift-tutor hint EXERCISE`: the next hint, counted in the progress file.
struct HintCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "hint",
    abstract: "Show the next hint of an exercise (one more each time you ask).",
    discussion: """
      The hints you saw are counted in progress.json; `swift-tutor reset EXERCISE` forgets them.
      Exit status: 0 shown, 2 unknown exercise.
      """)

  @Argument(help: "The exercise id (see `swift-tutor show LESSON`).")
  var exercise: String

  @OptionGroup var common: CommonOptions

  func run() throws {
    let state = try StudentState.load(common)
    let (found, _) = try state.exercise(exercise)
    let (index, problem) = state.learner.takeHint(found)
    let view = HintView(
      exercise: found, language: state.language, index: index,
      seen: state.learner.progress.hintsUsed[found.id] ?? 0,
      named: index.map { state.learner.progress.hintNamedByCheck(found.id, index: $0) } ?? false)
    print(view.text(width: state.width, color: state.color))
    try state.save(problem)
  }
}

/// `swift-tutor reset [EXERCISE] [--yes]`: start an exercise again, or forget all progress.
struct ResetCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Start an exercise again, or (with --yes) forget all progress.",
    discussion: """
      With an exercise: puts the starter back in your workspace file (keeping your version as
      <file>.bak) and forgets that you passed it and the hints you saw.
      Without one: forgets every pass, hint and the current lesson; your files are kept.
      This needs --yes; without it, reset says what it would forget and exits with status 2.
      """)

  @Argument(help: "The exercise to start again (leave out to forget all progress).")
  var exercise: String?

  @Flag(help: "Confirm forgetting all progress.")
  var yes = false

  @OptionGroup var common: CommonOptions

  func run() throws {
    let state = try StudentState.load(common)
    let learner = state.learner
    let language = state.language
    let workspace = learner.workspace.root.path
    guard let exercise else {
      let passed = state.progress.passed.count
      let hints = state.progress.hintsUsed.values.reduce(0, +)
      guard passed + hints > 0 || state.progress.currentLesson != nil else {
        return print(Catalog.text("cli.reset.nothing", language))
      }
      let counts: KeyValuePairs<String, any CustomStringConvertible> = [
        "passed": Self.passed(passed), "hints": Self.hints(hints), "workspace": workspace,
      ]
      guard yes else { throw TutorError.usage(Message("cli.reset.would-forget", counts)) }
      try state.save(learner.forgetAll())
      return print(Message("cli.reset.forgot-all", counts).text(language))
    }
    let (found, lesson) = try state.exercise(exercise)
    let hints = state.progress.hintsUsed[found.id] ?? 0
    let wasPassed = state.progress.passed.contains(found.id)
    let restarted: (backup: URL?, problem: Message?)
    do {
      restarted = try learner.startOver(found, in: lesson)
    } catch {
      throw TutorError.internal(
        Message("cli.reset.cannot-restore", ["reason": FileProblem.describe(error)]))
    }
    try state.save(restarted.problem)
    let backup = restarted.backup?.path
    let file = learner.workspace.file(for: found, in: lesson).path
    var lines = [Catalog.text("cli.reset.restored", language, ["id": found.id, "file": file])]
    if let backup { lines.append(Catalog.text("cli.reset.backup", language, ["file": backup])) }
    switch (wasPassed, hints > 0) {
    case (true, true):
      lines.append(
        Catalog.text("cli.reset.forgot-pass-and-hints", language, ["hints": Self.seen(hints)]))
    case (true, false): lines.append(Catalog.text("cli.reset.forgot-pass", language))
    case (false, true):
      lines.append(Catalog.text("cli.reset.forgot-hints", language, ["hints": Self.seen(hints)]))
    case (false, false): break
    }
    print(lines.joined(separator: "\n"))
  }

  private static func passed(_ count: Int) -> Message {
    count == 1
      ? Message("cli.reset.passed.one", ["count": count])
      : Message("cli.reset.passed.other", ["count": count])
  }

  private static func hints(_ count: Int) -> Message {
    count == 1
      ? Message("cli.reset.hints.one", ["count": count])
      : Message("cli.reset.hints.other", ["count": count])
  }

  private static func seen(_ count: Int) -> Message {
    count == 1
      ? Message("cli.reset.hints-seen.one", ["count": count])
      : Message("cli.reset.hints-seen.other", ["count": count])
  }
}
