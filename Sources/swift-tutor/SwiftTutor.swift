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
      VersionCommand.self,
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
    _ given: [String] = Array(CommandLine.arguments.dropFirst())
  ) throws -> ParsableCommand {
    // `--version` alone (the REPL, the default subcommand, has no such option).
    if given == ["--version"] { return VersionCommand() }
    let arguments = subcommandFirst(given)
    let asksForHelp = arguments.contains { ["-h", "--help", "help"].contains($0) }
    if arguments.first == "check", !asksForHelp,
      let check = try? CheckCommand.parseAsRoot(Array(arguments.dropFirst()))
    {
      return check
    }
    return try parseAsRoot(arguments)
  }

  /// `arguments` with options written before the subcommand (`swift-tutor --lang zh-Hans check
  /// …`, as many tools allow) moved after it, where every subcommand declares them; unchanged
  /// when no subcommand follows them.
  static func subcommandFirst(_ arguments: [String]) -> [String] {
    let names = Set(configuration.subcommands.map { $0._commandName })
    var leading: [String] = []
    var rest = arguments[...]
    while let first = rest.first {
      if first == "--lang", rest.count >= 2 {
        leading += rest.prefix(2)
        rest = rest.dropFirst(2)
      } else if first.hasPrefix("--lang=") || first == "--no-color" || first == "--verbose" {
        leading.append(first)
        rest = rest.dropFirst()
      } else {
        break
      }
    }
    guard !leading.isEmpty, let name = rest.first, names.contains(name) else { return arguments }
    return [name] + leading + rest.dropFirst()
  }
}
