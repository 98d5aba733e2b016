import ArgumentParser

/// The `swift-tutor` command: the REPL by default, subcommands for students,
/// teachers and CI.
struct SwiftTutor: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swift-tutor",
    abstract: "A Playground-style learning REPL for Swift: lessons, exercises, grading.",
    discussion: """
      Students: run without arguments for the REPL. Teachers: validate, new.
      CI: grade a folder of submissions, merge shard results.
      """,
    subcommands: [
      ReplCommand.self, CheckCommand.self, GradeCommand.self, MergeCommand.self,
      ValidateCommand.self,
      LessonsCommand.self, ShowCommand.self, HintCommand.self, ProgressCommand.self,
      ResetCommand.self, NewCommand.self,
      EvalCommand.self, WatchCommand.self,
    ],
    defaultSubcommand: ReplCommand.self)
}
