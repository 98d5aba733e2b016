import Foundation
import TutorTestSupport
import Yams

/// What every local run of a CI recipe (docs/ci) shares: a fresh folder, the class repository
/// it grades, the artifacts passed between jobs, and a shell that runs a step's lines with only
/// the CI's variables.
///
/// The recipe's lines run as written, with three substitutions and nothing else:
/// - lines that install packages (`apt-get`) are skipped: this machine has them;
/// - fetching swift-tutor (GitHub's checkout of `swift-tutor/swift-tutor`, GitLab's
///   `git … swift-tutor.git`) links this checkout instead;
/// - `make -C swift-tutor install` (a release build) lays out the tests' own build with
///   `make install-files BIN=…`: `swift test` holds this package's build folder, and a release
///   build would double `make test`. A cache the recipe restores (`actions/cache`, GitLab's
///   `cache:`) is restored with the sample modules the tests built.
struct CIRecipeRun {
  /// The fresh folder everything happens in.
  let root: URL
  /// The class repository, a git repository: `main` holds `submissions/<student>/<id>.swift`
  /// (and whatever a student committed, a changed `course/` among it), the protected branch
  /// `course` holds the teacher's `course/`.
  let classRepository: URL
  /// The grading secret every job that grades or merges gets.
  let secret = "ci-local-secret-" + UUID().uuidString
  /// The sample modules built by the tests (`…/swift-tutor/<toolchain>/modules-…`).
  let builtModules: URL

  /// The teacher's age identity (the private key, which never reaches a job) and its public
  /// key, which the merge jobs encrypt the class's report to.
  let teacherIdentity: URL
  let teacherKey: String

  init(classRepository: URL, builtModules: URL) throws {
    root = try TestPaths.makeTemporaryFolder("ci-recipe")
    self.classRepository = classRepository
    self.builtModules = builtModules
    teacherIdentity = root.appendingPathComponent("teacher.key")
    let made = try runCommand(
      URL(fileURLWithPath: "/usr/bin/age-keygen"), ["-o", teacherIdentity.path])
    let key = try runCommand(
      URL(fileURLWithPath: "/usr/bin/age-keygen"), ["-y", teacherIdentity.path])
    guard made.status == 0, key.status == 0 else {
      throw SetupFailure(description: made.transcript + key.transcript)
    }
    teacherKey = key.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The class's report a merge job left in `folder`, opened as the teacher opens it (`age -d
  /// -i teacher.key class-report.tar.gz.age | tar -xz`): the `class-report` folder.
  func openedReport(in folder: URL) throws -> URL {
    let opened = try self.folder("opened-\(UUID().uuidString)")
    let script = "age -d -i \"$1\" \"$2\" | tar -xz -C \"$3\""
    let run = try runCommand(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-o", "pipefail", "-c", script, "open", teacherIdentity.path,
        folder.appendingPathComponent("class-report.tar.gz.age").path, opened.path,
      ])
    guard run.status == 0 else { throw SetupFailure(description: run.transcript) }
    return opened.appendingPathComponent("class-report")
  }

  /// The recipe `name` in docs/ci, as YAML documents.
  static func load(_ name: String) throws -> [Any] {
    let file = TestPaths.packageRoot.appendingPathComponent("docs/ci/\(name)")
    return Array(try Yams.load_all(yaml: String(contentsOf: file, encoding: .utf8)))
      .compactMap { $0 }
  }

  /// The folder standing for `/opt/swift-tutor-ci` in `platform`'s jobs (`github`, `gitlab`),
  /// emptied for a job. Every job's container has that path, empty at its start: one folder
  /// here for all of a platform's jobs, so that a module cache unpacked there is at the path
  /// it was prepared at, as in the real runners; ``keepOpt(_:job:)`` moves it aside after.
  func freshOpt(_ platform: String) throws -> URL {
    let opt = root.appendingPathComponent("\(platform)-opt")
    try? FileManager.default.removeItem(at: opt)
    try FileManager.default.createDirectory(at: opt, withIntermediateDirectories: true)
    return opt
  }

  /// Moves `platform`'s `/opt` folder to `<platform>/<job>/opt`, where the tests read it.
  func keepOpt(_ platform: String, job: String) {
    let kept = root.appendingPathComponent("\(platform)/\(job)/opt")
    try? FileManager.default.removeItem(at: kept)
    try? FileManager.default.moveItem(at: root.appendingPathComponent("\(platform)-opt"), to: kept)
  }

  /// A fresh folder under ``root`` named `path`.
  func folder(_ path: String) throws -> URL {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// `script` as the recipe's shell line would run here: with the three substitutions.
  static func localized(_ script: String) -> String {
    script.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("apt-get") { return "true  # skipped here: \(text)" }
      if text.contains("github.com/swift-tutor/swift-tutor") {
        return "ln -s \"\(TestPaths.packageRoot.path)\" swift-tutor"
      }
      return String(line).replacing(
        "make -C swift-tutor install PREFIX=",
        with: "make -s -C swift-tutor install-files BIN=\"\(TutorBinary.executable.path)\" PREFIX=")
    }.joined(separator: "\n")
  }

  /// Seeds the cache folder `cache` (an `XDG_CACHE_HOME`) with the tests' sample modules, as a
  /// CI cache restored from an earlier run would.
  func restoreCache(into cache: URL) throws {
    let toolchain = builtModules.deletingLastPathComponent().lastPathComponent
    let target = cache.appendingPathComponent("swift-tutor/\(toolchain)")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let modules = target.appendingPathComponent(builtModules.lastPathComponent)
    if !FileManager.default.fileExists(atPath: modules.path) {
      try FileManager.default.copyItem(at: builtModules, to: modules)
    }
  }

  /// Runs `script` with bash (`-e -o pipefail`, as both CIs do) in `folder`, with exactly
  /// `variables` and this machine's `PATH` (the toolchain) after `path`.
  func shell(
    _ script: String, in folder: URL, variables: [String: String], path: [String] = []
  ) throws -> CommandResult {
    var environment = variables
    let system = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    environment["PATH"] = (path + [system]).joined(separator: ":")
    environment["LANG"] = "C.UTF-8"
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return try runCommand(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["-i", "-C", folder.path] + assignments + [
        "bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", Self.localized(script),
      ])
  }

  /// Clones `branch` of the class repository into `target` (an empty or new folder), as a CI's
  /// checkout does; its `origin` is the class repository.
  func clone(branch: String, into target: URL) throws {
    try Self.git(["clone", "-q", "--branch", branch, classRepository.path, target.path])
  }

  /// Writes `paths` of `branch` of the class repository into `target`, as a teacher copies them
  /// to a shared volume.
  func export(_ paths: [String], of branch: String, into target: URL) throws {
    let archive = target.appendingPathComponent(".export-\(branch).tar")
    try Self.git(
      ["-C", classRepository.path, "archive", "-o", archive.path, branch] + paths)
    defer { try? FileManager.default.removeItem(at: archive) }
    let tar = try runCommand(
      URL(fileURLWithPath: "/bin/tar"), ["-x", "-f", archive.path, "-C", target.path])
    guard tar.status == 0 else { throw SetupFailure(description: tar.transcript) }
  }

  /// `git ARGUMENTS` with a committer of its own; throws with the transcript when it fails.
  static func git(_ arguments: [String], in folder: URL? = nil) throws {
    let run = try runCommand(
      URL(fileURLWithPath: "/usr/bin/git"),
      ["-c", "user.name=Teacher", "-c", "user.email=teacher@example.com"] + arguments,
      in: folder)
    guard run.status == 0 else { throw SetupFailure(description: "git: \(run.transcript)") }
  }

  /// Copies `source` to `target` (a folder's contents into the folder).
  static func copy(_ source: URL, into target: URL) throws {
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      let to = target.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: to)
      try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: to)
    }
  }
}

/// A step of a recipe that did not do what it should, with its transcript.
struct RecipeStepFailure: Error, CustomStringConvertible {
  let description: String

  init(_ job: String, _ step: String, _ result: CommandResult) {
    description = "\(job): \(step) exited \(result.status)\n\(result.transcript)"
  }
}
