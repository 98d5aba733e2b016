import ArgumentParser
import LessonKit
import TutorREPL

// The commands that change the learner's progress file: hint and reset.

/// `swift-tutor hint EXERCISE`: the next hint, counted in the progress file.
struct HintCommand: ParsableCommand {
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
    var state = try StudentState.load(common)
    let (found, _) = try state.exercise(exercise)
    let view = HintView.next(found, progress: &state.progress, language: state.language)
    print(view.text(width: state.width, color: state.color))
    if view.index != nil { try state.save() }
  }
}

/// `swift-tutor reset [EXERCISE] [--yes]`: start an exercise again, or forget all progress.
struct ResetCommand: ParsableCommand {
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
    var state = try StudentState.load(common)
    let text = ResetText(language: state.language)
    let workspace = Workspace.standard()
    guard let exercise else {
      let passed = state.progress.passed.count
      let hints = state.progress.hintsUsed.values.reduce(0, +)
      guard passed + hints > 0 || state.progress.currentLesson != nil else {
        return print(text.nothingToForget)
      }
      guard yes else {
        throw Failure.usage(text.wouldForget(passed, hints, workspace.root.path))
      }
      var fresh = LearnerProgress()
      fresh.language = state.progress.language
      state.progress = fresh
      try state.save()
      return print(text.forgotAll(passed, hints, workspace.root.path))
    }
    let (found, lesson) = try state.exercise(exercise)
    let hints = state.progress.hintsUsed[found.id] ?? 0
    let wasPassed = state.progress.passed.contains(found.id)
    let backup: String?
    do {
      backup = try workspace.reset(found, in: lesson, language: state.language)?.path
    } catch {
      throw Failure.internal("cannot restore the starter: \(error.localizedDescription)")
    }
    state.progress.reset(exercise: found.id)
    try state.save()
    let file = workspace.file(for: found, in: lesson).path
    print(text.restored(found.id, file: file, backup: backup, passed: wasPassed, hints: hints))
  }
}
