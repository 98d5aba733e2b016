import Foundation
import Testing
import TutorTestSupport

/// A module cache is a CI recipe's hand-over: the build job `prepare`s it in its own folder,
/// the grade jobs use it from theirs after the first is gone, and as another user. Every
/// command here starts in a folder only its owner may enter (a clone in `mktemp -d`).
@Suite(.serialized, .tags(.toolchain, .jail)) struct PortableCacheTests {
  /// The folders: the tool's copy and the class (anyone may enter), the private folders
  /// commands start in.
  struct Layout {
    let root: URL
    var home: URL { root.appendingPathComponent("home") }
    var binary: URL { root.appendingPathComponent("bin/swift-tutor") }
    var submissions: URL { root.appendingPathComponent("submissions") }
    var temporary: URL { root.appendingPathComponent("tmp") }

    init() throws {
      root = try TestPaths.makeTemporaryFolder("portable")
      try HostileClass.copyTool(home: home, binary: binary)
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    /// Gives `student` the file `text` for `team-score`.
    func submit(_ student: String, _ text: String) throws {
      let folder = submissions.appendingPathComponent(student)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("team-score.swift"))
    }

    /// `swift-tutor ARGUMENTS` started in `folder`, with the module cache under `cache`.
    func tutor(_ arguments: [String], cache: URL, in folder: URL, asNobody: Bool = false) throws
      -> CommandResult
    {
      let environment = [
        "HOME": root.path, "XDG_CACHE_HOME": cache.path, "XDG_STATE_HOME": root.path,
        "TMPDIR": temporary.path, "SWIFT_TUTOR_HOME": home.path, "NO_COLOR": "1",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      ]
      let prefix =
        asNobody
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : []
      let command =
        prefix + ["/usr/bin/env", "-i"] + environment.map { "\($0.key)=\($0.value)" }
        + [binary.path] + arguments
      return try runCommand(
        URL(fileURLWithPath: command[0]), Array(command.dropFirst()), in: folder)
    }
  }

  @Test func aCachePreparedInAPrivateFolderGradesFromAnotherOnceItIsGone() throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let solution = try String(
      contentsOf: try CourseFiles.solution(of: "team-score"), encoding: .utf8)
    try layout.submit("alice", solution)
    try layout.submit("bob", "func teamScore(_ scores: [Int]) -> Int { scores.count }\n")

    // The build job: `prepare` started in a private folder, the cache beside it. The cache
    // may name itself (a clang module names the modules it imports, in the same cache), but
    // no folder a compile worked in: not the job's, not a staging folder.
    let first = try HostileClass.unreachableFolder()
    let firstPrivate = first.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: firstPrivate) }
    let built = firstPrivate.appendingPathComponent("cache")
    let prepared = try layout.tutor(["prepare"], cache: built, in: first)
    #expect(prepared.status == 0, "\(prepared.stderr)")
    for folder in [first.path, "/.building-", "/.dynamic-", layout.temporary.path] {
      let recorded = Self.filesNaming(folder, under: built)
      #expect(recorded.isEmpty, "the cache records \(folder): \(recorded)")
    }

    // The grade job: the cache moved to a folder of its own, the first folder gone.
    let cache = layout.root.appendingPathComponent("cache")
    try FileManager.default.moveItem(at: built, to: cache)
    try FileManager.default.removeItem(at: firstPrivate)
    let second = try HostileClass.unreachableFolder()
    defer { try? FileManager.default.removeItem(at: second.deletingLastPathComponent()) }
    let asRoot = try layout.tutor(["grade", layout.submissions.path], cache: cache, in: second)
    #expect(asRoot.stdout.contains("PASS alice/team-score"), "\(asRoot.stdout)\(asRoot.stderr)")
    #expect(asRoot.stdout.contains("FAIL bob/team-score"), "\(asRoot.stdout)")
    #expect(!asRoot.stderr.contains("building"), "the moved cache was built again")

    // Another user, with a file of its own (compiled now, not answered from the result cache).
    try layout.submit("carol", solution + "\n// carol's own copy\n")
    let chown = try runCommand(
      URL(fileURLWithPath: "/bin/chown"), ["-R", "65534:65534", layout.root.path])
    #expect(chown.status == 0, "\(chown.stderr)")
    let asNobody = try layout.tutor(
      ["grade", layout.submissions.path], cache: cache, in: second, asNobody: true)
    let said = asNobody.stdout + asNobody.stderr
    for line in ["PASS alice/team-score", "FAIL bob/team-score", "PASS carol/team-score"] {
      #expect(said.contains(line), "\(said)")
    }
    #expect(!said.contains("unable to set working directory"), "\(said)")
    #expect(!asNobody.stderr.contains("building"), "the moved cache was built again")
  }

  /// The files under `folder` whose bytes hold `path`.
  static func filesNaming(_ path: String, under folder: URL) -> [String] {
    let needle = Data(path.utf8)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { name in
      let file = folder.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: file.path) else { return false }
      return data.range(of: needle) != nil
    }
  }
}
