import Foundation
import Testing
import TutorTestSupport

/// `make install` as a teacher uses it: the tool run by name through `PATH`, from a folder
/// that is neither the checkout nor the install prefix, with no `SWIFT_TUTOR_HOME` — as root
/// and as `nobody`. It must find its lessons and runtime sources beside the binary.
@Suite(.tags(.toolchain, .jail)) struct InstalledToolTests {
  @Test(arguments: [false, true]) func theInstalledToolWorksByNameFromAnotherFolder(
    asNobody: Bool
  ) throws {
    let installed = try InstalledTool()
    defer { installed.remove() }
    // The tests' own cache, with the live session's modules too (the REPL tests need them
    // anyway), so that the installed tool's `prepare` finds everything built.
    let shared = try TutorBinary.prepared.get()
    #expect(shared.status == 0, "\(shared.transcript)")
    try installed.seedCache(from: try HostileClassTests.builtModuleCache())
    if asNobody { try installed.giveToNobody() }
    let tutor = { (arguments: [String]) in
      try installed.run(arguments, asNobody: asNobody)
    }
    let prepared = try tutor(["prepare"])
    #expect(prepared.status == 0, "\(prepared.transcript)")
    let lessons = try tutor(["lessons", "--lang", "en"])
    #expect(lessons.status == 0, "\(lessons.transcript)")
    #expect(lessons.stdout.contains("Optionals"), "\(lessons.stdout)")
    let solution = installed.work.appendingPathComponent("team-score.swift")
    let checked = try tutor(["check", "team-score", solution.lastPathComponent])
    #expect(checked.status == 0, "\(checked.transcript)")
    let evaluated = try tutor(["eval", "values.swift"])
    #expect(evaluated.status == 0, "\(evaluated.transcript)")
    #expect(evaluated.stdout.contains("x: Int = 42"), "\(evaluated.stdout)")
    // A teacher's `new` never changes the course every user of the machine shares.
    let scaffold = try tutor(["new", "lesson", "arrays"])
    #expect(scaffold.status == 2, "\(scaffold.transcript)")
    #expect(scaffold.stderr.contains("it does not change the course installed in"))
    let graded = try tutor(["grade", "class", "--format", "json"])
    #expect(graded.status == 0, "\(graded.transcript)")
    let report = try ReportJSON.decode(graded.stdout)
    #expect(report.results.map(\.status) == ["pass"], "\(graded.stdout)")
    // The README is installed with what it links, so its links work where it is read.
    let doc = installed.prefix.appendingPathComponent("share/doc/swift-tutor")
    for page in ["README.md", "docs/design.md"] {
      let file = doc.appendingPathComponent(page)
      let links = Self.localLinks(in: try String(contentsOf: file, encoding: .utf8))
      #expect(links.count >= (page == "README.md" ? 6 : 2), "\(page): \(links)")
      for link in links {
        let target = file.deletingLastPathComponent().appendingPathComponent(link)
        #expect(FileManager.default.fileExists(atPath: target.path), "\(page) → \(link)")
      }
    }
  }

  /// The targets of a Markdown file's links to other files (`[text](docs/design.md#part)`):
  /// no web address, no anchor.
  static func localLinks(in markdown: String) -> [String] {
    markdown.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
      .filter { !$0.contains("://") && !$0.hasPrefix("#") && !$0.hasPrefix("mailto:") }
      .map { String($0.split(separator: "#", maxSplits: 1).first ?? "") }
  }
}

/// A `make install-files PREFIX=…` of the tests' own build, a working folder elsewhere with
/// a student's file, and private home, cache, state and temporary folders.
struct InstalledTool {
  let root: URL
  var prefix: URL { root.appendingPathComponent("prefix") }
  var work: URL { root.appendingPathComponent("work") }
  var cache: URL { root.appendingPathComponent("cache") }

  init() throws {
    root = try TestPaths.makeTemporaryFolder("installed")
    let make = try runCommand(
      URL(fileURLWithPath: "/usr/bin/make"),
      [
        "-s", "-C", TestPaths.packageRoot.path, "install-files", "PREFIX=\(prefix.path)",
        "BIN=\(TutorBinary.executable.path)",
      ])
    guard make.status == 0 else { throw SetupFailure(description: make.transcript) }
    let manager = FileManager.default
    for folder in ["work/class/ana", "home", "state", "tmp"] {
      try manager.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let solution = try String(
      contentsOf: try CourseFiles.solution(of: "team-score"), encoding: .utf8)
    try Data(solution.utf8).write(to: work.appendingPathComponent("team-score.swift"))
    try Data(solution.utf8).write(to: work.appendingPathComponent("class/ana/team-score.swift"))
    try Data("let x = 41 + 1\n".utf8).write(to: work.appendingPathComponent("values.swift"))
  }

  /// Copies the module cache the tests' own runs built, so the installed tool need not build
  /// it again (its sources are the same, so it is the one it looks for).
  func seedCache(from built: URL) throws {
    let target = cache.appendingPathComponent(
      "swift-tutor/\(built.deletingLastPathComponent().lastPathComponent)/\(built.lastPathComponent)"
    )
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: built, to: target)
    // As `prepare` leaves a cache it moved: naming the folder it is in now.
    try Data(target.deletingLastPathComponent().path.utf8).write(
      to: target.appendingPathComponent("complete"))
  }

  func giveToNobody() throws {
    let chown = try runCommand(
      URL(fileURLWithPath: "/bin/chown"), ["-R", "65534:65534", root.path])
    guard chown.status == 0 else { throw SetupFailure(description: chown.stderr) }
    chmod(root.path, 0o755)
  }

  /// `swift-tutor ARGUMENTS` by name, from ``work``, with `PATH` starting at the prefix.
  func run(_ arguments: [String], asNobody: Bool) throws -> CommandResult {
    let path =
      prefix.appendingPathComponent("bin").path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let environment = [
      "HOME": root.appendingPathComponent("home").path, "XDG_CACHE_HOME": cache.path,
      "XDG_STATE_HOME": root.appendingPathComponent("state").path,
      "TMPDIR": root.appendingPathComponent("tmp").path, "NO_COLOR": "1", "PATH": path,
    ]
    let user =
      asNobody
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : []
    let command =
      user + ["/usr/bin/env", "-i", "-C", work.path]
      + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      + ["swift-tutor"] + arguments
    return try runCommand(URL(fileURLWithPath: command[0]), Array(command.dropFirst()))
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
