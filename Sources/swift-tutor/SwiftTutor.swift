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
      ClassroomCommand.self,
      ValidateCommand.self,
      LessonsCommand.self, ShowCommand.self, HintCommand.self, ProgressCommand.self,
      ResetCommand.self, NewCommand.self,
      EvalCommand.self, WatchCommand.self, ServeCommand.self, PrepareCommand.self,
    ],
    defaultSubcommand: ReplCommand.self)
}

extension SwiftTutor {
  /// The command `arguments` name.
  ///
  /// `check` — the command whose wall time is measured, and whose compile starts as soon as its
  /// arguments are known — is parsed on its own first: parsing against the whole tree (every
  /// subcommand's options, and in debug builds ArgumentParser's checks of each) costs it tens of
  /// milliseconds before the compile can start. What does not parse that way (help, a mistake)
  /// goes through the whole tree, which says what is wrong in the usual words.
  static func parseCommand(
    _ arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) throws -> ParsableCommand {
    let asksForHelp = arguments.contains { ["-h", "--help", "help"].contains($0) }
    if arguments.first == "check", !asksForHelp,
      let check = try? CheckCommand.parseAsRoot(Array(arguments.dropFirst()))
    {
      return check
    }
    return try parseAsRoot(arguments)
  }
}
