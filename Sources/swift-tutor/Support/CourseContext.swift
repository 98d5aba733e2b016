import ArgumentParser
import Evaluator
import Foundation
import LessonKit

/// The course and the grading machinery a command works with.
struct CourseContext {
  let course: Course
  let home: TutorHome?

  /// Loads the course named by `--lessons`, `$SWIFT_TUTOR_LESSONS` or the bundled one.
  static func load(_ options: CommonOptions) throws -> CourseContext {
    IsolationMode.probeInBackground()
    let environment = ProcessInfo.processInfo.environment
    let home = try? TutorHome.locate()
    let folder: URL
    if let lessons = options.lessons {
      folder = URL(fileURLWithPath: lessons)
    } else if let lessons = environment["SWIFT_TUTOR_LESSONS"], !lessons.isEmpty {
      folder = URL(fileURLWithPath: lessons)
    } else if let home {
      folder = home.lessons
    } else {
      throw Failure.usage("no lessons folder: pass --lessons DIR or set SWIFT_TUTOR_LESSONS")
    }
    do {
      return CourseContext(course: try CourseLoader.load(from: folder), home: home)
    } catch {
      throw Failure.usage("\(error)")
    }
  }

  /// A context without a course (for commands that only compile and run).
  static func bare() throws -> CourseContext {
    CourseContext(
      course: Course(root: URL(fileURLWithPath: "/"), titles: [:], lessons: [], problems: []),
      home: try? TutorHome.locate())
  }

  /// A grader with the prebuilt module cache (built now when missing).
  func makeGrader(limits: SandboxLimits, verbose: Bool) throws -> Grader {
    do {
      let home = try self.home ?? TutorHome.locate()
      let toolchain = try Toolchain.discover()
      let cache = try ModuleCache.prepare(toolchain: toolchain, home: home) {
        Console.error(
          "swift-tutor: building MealKit, Shapes, TutorChecks and PlaygroundRuntime for this"
            + " toolchain (first run only, about half a minute)…")
      }
      let sandbox = Sandbox(limits: limits)
      if verbose {
        Console.error("swift-tutor: toolchain \(toolchain.swiftc.path) (\(toolchain.id))")
        Console.error("swift-tutor: module cache \(cache.directory.path)")
        Console.error("swift-tutor: isolation \(sandbox.mode.rawValue); limits \(limits.summary)")
        if sandbox.mode == .processGroup {
          Console.error(
            "swift-tutor: namespaces are refused here: rlimits and a process-group kill only")
        }
      }
      return Grader(cache: cache, sandbox: sandbox)
    } catch {
      throw Failure.internal("\(error)")
    }
  }

  /// The result cache, only where the sandbox runs students as another user
  /// (otherwise a student's program could write a verdict into it).
  func resultCache(for grader: Grader) -> ResultCache? {
    grader.sandbox.mode.isolatesUser ? ResultCache(modules: grader.cache) : nil
  }
}
