import ArgumentParser
import Foundation
import Grading
import LessonKit
import Sandbox
import SwiftToolchain
import TutorSupport

/// The course and the grading machinery a command works with.
struct CourseContext {
  let course: Course
  let home: TutorHome?

  /// Loads the course named by `--lessons`, `$SWIFT_TUTOR_LESSONS` or the bundled one.
  static func load(_ options: CommonOptions) throws -> CourseContext {
    let home = try? TutorHome.locate()
    guard let folder = try lessonsFolder(options, home: home) else {
      throw TutorError.usage(Message("cli.no-lessons-folder"))
    }
    do {
      return CourseContext(course: try CourseLoader.load(from: folder), home: home)
    } catch {
      throw TutorError.usage(error.message)
    }
  }

  /// The course folder `--lessons`, `$SWIFT_TUTOR_LESSONS` or the home names, in that order.
  static func lessonsFolder(_ options: CommonOptions, home: TutorHome?) throws -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let lessons = options.lessons {
      // `--lessons "$SWIFT_TUTOR_LESSONS"` with the variable deleted, as a recipe allowed.
      guard !lessons.isEmpty else { throw TutorError.usage(Message("cli.empty-lessons")) }
      return URL(fileURLWithPath: lessons)
    }
    if let lessons = environment["SWIFT_TUTOR_LESSONS"], !lessons.isEmpty {
      return URL(fileURLWithPath: lessons)
    }
    return home?.lessons
  }

  /// The prebuilt sample modules for the toolchain on `PATH`, built now when missing (saying
  /// so first, in `language`: it takes half a minute).
  static func moduleCache(home: TutorHome?, language: Language) throws -> ModuleCache {
    do {
      let home = try home ?? TutorHome.locate()
      let toolchain = try Toolchain.discover()
      return try ModuleCache.prepare(toolchain: toolchain, home: home) {
        Console.notice(Message("cli.building-modules"), language)
      }
    } catch {
      throw TutorError.internal(error)
    }
  }

  /// A context without a course (for commands that only compile and run).
  static func bare() throws -> CourseContext {
    CourseContext(
      course: Course(root: URL(fileURLWithPath: "/"), titles: [:], lessons: [], problems: []),
      home: try? TutorHome.locate())
  }

  /// A grader with the prebuilt module cache (`modules`, else found or built now); what it says
  /// on the way (building the modules, `--verbose`, no jail) is in `language`.
  ///
  /// Student programs run in the bubblewrap jail; without one this throws (exit 3, saying what is
  /// missing and how to fix it) unless `jail` is `.optional` (the student's own code in `eval` and
  /// the REPL: then it says so once) or `.off` (`--no-jail`). Random checks draw from the key of
  /// `secretFile`, `$SWIFT_TUTOR_SECRET` or this installation (``SecretOptions``).
  func makeGrader(
    limits: SandboxLimits, verbose: Bool, language: Language, jail: JailUse = .required,
    modules: ModuleCache? = nil, secretFile: String? = nil
  ) throws -> Grader {
    let key = try SecretOptions.key(secretFile: secretFile)
    let cache = try modules ?? Self.moduleCache(home: home, language: language)
    let toolchain = cache.toolchain
    let confinement = try Self.confinement(jail, toolchain: toolchain, language: language)
    if verbose {
      let toolchainLine: KeyValuePairs<String, any CustomStringConvertible> = [
        "path": toolchain.swiftc.path, "id": toolchain.id,
      ]
      Console.notice(Message("cli.verbose.toolchain", toolchainLine), language)
      Console.notice(Message("cli.verbose.cache", ["path": cache.directory.path]), language)
      switch confinement {
      case .jail(let jail):
        let line: KeyValuePairs<String, any CustomStringConvertible> = [
          "bwrap": jail.bwrap, "limits": limits.summary,
        ]
        Console.notice(Message("cli.verbose.jail", line), language)
      case .trusted:
        Console.notice(Message("cli.verbose.no-jail", ["limits": limits.summary]), language)
      }
      Console.notice(Message("cli.verbose.cap", ["how": RunCap.current().summary]), language)
    }
    return Grader(
      cache: cache, sandbox: Sandbox(limits: limits, confinement: confinement), key: key)
  }

  private static func confinement(_ use: JailUse, toolchain: Toolchain, language: Language) throws
    -> Confinement
  {
    if use == .off { return .trusted }
    switch JailProbe.probe(toolchain: toolchain) {
    case .success(let jail): return .jail(jail)
    case .failure(let problem):
      if use == .optional {
        Console.error(JailProblem.unjailedNotice.text(language))
        return .trusted
      }
      throw TutorError.unavailable(problem.message)
    }
  }

  /// The result cache of `grader`'s verdicts.
  func resultCache(for grader: Grader) -> ResultCache? {
    ResultCache(modules: grader.cache)
  }
}

/// Whether a command needs the jail.
enum JailUse {
  /// `check`, `grade`, `validate`: refuse to run without a jail.
  case required
  /// The student's own code (`eval`, the REPL, `watch`): use the jail when there is one.
  case optional
  /// `--no-jail`: the code is trusted.
  case off
}
