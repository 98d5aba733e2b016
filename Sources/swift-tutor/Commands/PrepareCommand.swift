import ArgumentParser
import Foundation
import Grading
import LiveSession
import SwiftToolchain
import TutorSupport

/// `swift-tutor prepare`: builds what the first check and the first REPL input would otherwise
/// wait for — the sample libraries for grading and the live session's modules — once per
/// toolchain and user. `make run` runs it before the REPL starts.
struct PrepareCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "prepare",
    abstract: "Build the sample libraries and the REPL's session modules for this toolchain.",
    discussion: """
      Done once per toolchain and user (about a minute the first time, instant afterwards); \
      `make run` does it for you. Without it, the first :check or REPL input waits for it.
      """)

  @OptionGroup var common: CommonOptions

  func run() throws {
    let language = try common.language()
    let home: TutorHome
    do {
      home = try TutorHome.locate()
    } catch {
      throw TutorError.internal(error)
    }
    let cache = try CourseContext.moduleCache(home: home, language: language)
    do {
      try SessionModules.prepare(cache) {
        Console.notice(Message("cli.prepare.session"), language)
      }
    } catch {
      throw TutorError.internal(error)
    }
    Console.notice(Message("cli.prepare.ready", ["path": cache.directory.path]), language)
  }
}
