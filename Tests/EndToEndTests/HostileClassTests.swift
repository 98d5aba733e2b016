import Foundation
import Testing
import TutorTestSupport

/// The hostile class graded for real, as root and as an ordinary user (`nobody`): no wrong
/// answer passes, nothing leaks, no peer's file or cache changes, nothing is left behind.
///
/// Serialized: each class grading keeps every core busy for a minute or more; run side by side
/// on a two-core machine, both ran past the 120 s a test gives a command, one after the other
/// both pass.
@Suite(.serialized, .tags(.toolchain, .jail)) struct HostileClassTests {
  @Test(arguments: [false, true]) func noWrongAnswerPassesAndNothingEscapes(asNobody: Bool)
    throws
  {
    let hostile = try HostileClass()
    defer { hostile.remove() }
    try hostile.seedCache(from: try Self.builtModuleCache())
    if asNobody { try hostile.giveToNobody() }
    // The grader itself adds references, verdicts and the compiler's clang modules; the
    // prebuilt sample modules every later grading links must be exactly as they were.
    let modules = { Self.listing(hostile.cache).filter { $0.contains("/modules-") } }
    let cacheBefore = modules()
    #expect(!cacheBefore.isEmpty)
    let run = try hostile.grade(asNobody: asNobody)
    #expect(run.status == 0, "\(run.stderr)")
    let report = try ReportJSON.decode(run.stdout)
    for result in report.results {
      let student = result.student ?? "?"
      let passes = HostileClass.expectedPasses.contains(student)
      #expect(
        (result.status == "pass") == passes, "\(student): \(result.status) \(result.message ?? "")")
      #expect(result.tests.allSatisfy { !$0.testCode.isEmpty } || result.tests.isEmpty)
    }
    // Folders with a submission: not the file beside them, not the Kelvin folder of notes.
    let folders = TestPaths.contents(of: hostile.submissions).filter {
      $0 != HostileClass.forgedFile && $0.unicodeScalars.first?.value != 0x212A
    }
    #expect(report.results.count == folders.count)
    #expect(report.result("voided", "team-score")?.status == "error")
    // One name in two Unicode forms is two students, the odd one shown with its mark spelled.
    let named = report.results.filter { ($0.student ?? "").hasPrefix("Jos") }
    #expect(
      named.map { Array(($0.student ?? "").unicodeScalars) }.sorted { $0.count < $1.count }
        == [Array(HostileClass.nfcName.unicodeScalars), Array("Jose<U+0301>".unicodeScalars)])
    #expect(named.map(\.status).sorted() == ["fail", "pass"])
    // The teacher's CI log: no line of any report is a command, whatever the names and code;
    // the JSON keeps the student's name as it is.
    #expect(report.result(HostileClass.logForger, "team-score")?.status == "pass")
    let text = try hostile.tutor(
      ["grade", hostile.submissions.path, "--jobs", "2", "--timeout", "20"], asNobody: asNobody)
    #expect(ciLogCommands(in: text.stdout + text.stderr).isEmpty, "\(text.stdout)")
    #expect(text.stdout.contains("#\\#[error]every mark is void"), "\(text.stdout)")
    #expect(text.stdout.contains("\\::error title=swift-tutor::forged"), "\(text.stdout)")
    #expect(ciLogCommands(in: run.stdout + run.stderr).isEmpty)
    let shard = hostile.root.appendingPathComponent("shard.json")
    try Data(run.stdout.utf8).write(to: shard)
    chmod(shard.path, 0o644)
    let merged = try hostile.tutor(["merge", shard.path, "--format", "text"], asNobody: asNobody)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(ciLogCommands(in: merged.stdout + merged.stderr).isEmpty, "\(merged.stdout)")
    #expect(merged.stdout.contains("PASS eve #\\#[warning title=Teacher]"), "\(merged.stdout)")
    for (student, exercise, _) in HostileClass.courseAttacks {
      #expect(report.result(student, exercise)?.status == "fail", "\(student)/\(exercise)")
    }
    // Memory spread over processes is capped for the run as a whole, the cause named.
    // Every hog waits until the memory is filled, then on: the limit ends it, not the clock.
    for student in ["fork-hogs", "hidden-hogs", "tmpfs-hog", "ghost-leaders"] {
      let result = report.results.first { $0.student == student }
      #expect(result?.status == "error", "\(student)")
      #expect(
        result?.message?.contains("used more than 1024 MiB of memory") == true,
        "\(student): \(result?.message ?? "")")
    }
    // A forged crash line on standard error changes no verdict: the forger that ends normally
    // passed above; the one that traps on [50] has that check in error — and the random check
    // too when its draws (the grading key's) hold [50] — the others pass.
    let forged = try #require(report.result("fake-crash-trap", "team-score"))
    #expect(forged.status == "fail")
    let failing = forged.tests.filter { $0.status != "pass" }
    #expect(failing.contains { $0.name == "a score of exactly 50 earns 1 point" })
    #expect(
      failing.allSatisfy {
        $0.status == "error" && ($0.message ?? "").contains("while checking teamScore([50])")
      }, "\(forged.tests)")
    let hidden = report.results.first { $0.student == "hidden-memory" }?.output ?? ""
    #expect(hidden.contains("memfd: refused") && !hidden.contains("MADE"), "\(hidden)")
    #expect(Self.groupsOfGradersThatAreGone().isEmpty, "\(Self.groupsOfGradersThatAreGone())")
    if asNobody {
      let locked = report.results.first { $0.student == "locked" }
      #expect(locked?.status == "error")
      #expect(locked?.message == "cannot read locked/: permission denied")
    }
    let escape = try #require(report.result("escape", "team-score"))
    let said = escape.output ?? ""
    #expect(said.contains("read peer: denied") && !said.contains("OPEN"), "\(said)")
    #expect(said.contains("uid: 65534"))
    #expect(try String(contentsOf: hostile.peerFile, encoding: .utf8) == HostileClass.peerText)
    #expect(modules() == cacheBefore, "the module cache changed")
    #expect(
      !Self.listing(hostile.cache).contains { $0.hasPrefix("escape") || $0.contains("/escape ") })
    #expect(TestPaths.contents(of: hostile.temporary).isEmpty, "left in TMPDIR")
    for path in ["/escape", "/var/tmp/escape"] {
      #expect(!FileManager.default.fileExists(atPath: path))
    }
    #expect(Self.processes(containing: hostile.root.path).isEmpty)
  }

  /// A live session as root (a control group) and as `nobody` (the watchdog): a child an input
  /// leaves spinning ends with the input and the next input is answered; children that fill
  /// memory together end the session, which comes back.
  @Test(arguments: [false, true]) func aLiveSessionOwnsWhatItsInputsStart(asNobody: Bool) throws {
    let hostile = try HostileClass()
    defer { hostile.remove() }
    try hostile.seedCache(from: try Self.builtModuleCache())
    if asNobody { try hostile.giveToNobody() }
    let input = [
      "import Glibc",
      "func spin() -> Int32 { let pid = fork(); if pid == 0 { var n = 0; while true { n += 1 } }; return pid }",
      "let kid = spin()", "1 + 1", "kill(kid, 0)",
      "for _ in 0..<3 where fork() == 0 { _ = mmap(nil, 500 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0); sleep(60); _exit(0) }; while wait(nil) > 0 {}",
      "2 + 2",
    ].joined(separator: "\n")
    let run = try hostile.repl(input + "\n", asNobody: asNobody)
    #expect(run.status == 0, "\(run.stderr)")
    let said = run.stdout + run.stderr
    for line in ["kid: Int32 = 3", "Int = 2", "Int32 = -1", "Int = 4"] {
      #expect(said.contains(line), "\(line) in: \(said)")
    }
    #expect(said.contains("used more than 1024 MiB of memory"), "\(said)")
    #expect(Self.processes(containing: hostile.root.path).isEmpty)
    #expect(Self.groupsOfGradersThatAreGone().isEmpty)
  }

  /// A live session as root and as `nobody`: an input that raises its CPU limit and leaves a
  /// thread spinning is told so and not kept; the session comes back with the inputs before.
  @Test(arguments: [false, true]) func aThreadAnInputLeavesRunningEndsTheSession(asNobody: Bool)
    throws
  {
    let hostile = try HostileClass()
    defer { hostile.remove() }
    try hostile.seedCache(from: try Self.builtModuleCache())
    if asNobody { try hostile.giveToNobody() }
    let thread = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(
        "Tests/GradingTests/Fixtures/live/spinning-thread.swift"), encoding: .utf8)
    let run = try hostile.repl("let kept = 41\n" + thread + "kept + 1\n", asNobody: asNobody)
    #expect(run.status == 0, "\(run.stderr)")
    let said = run.stdout + run.stderr
    #expect(said.contains("the input left a thread running after it ended"), "\(said)")
    #expect(said.contains("earlier inputs ran once more"), "\(said)")
    #expect(said.contains("Int = 42"), "\(said)")
    #expect(Self.processes(containing: hostile.root.path).isEmpty)
  }

  @Test func withoutAJailCheckRefusesAndSaysHowToFixIt() throws {
    let solution = try CourseFiles.solution(of: "team-score")
    let refused = try TutorBinary.run(
      ["check", "team-score", solution.path, "--lessons", TutorBinary.lessons.path],
      environment: ["SWIFT_TUTOR_BWRAP": "/nonexistent/bwrap"])
    #expect(refused.status == 3)
    #expect(refused.stderr.contains("bubblewrap"))
    #expect(refused.stderr.contains("--no-jail"))
    #expect(refused.stdout.isEmpty)
    let trusted = try TutorBinary.run(
      ["check", "team-score", solution.path, "--no-jail", "--lessons", TutorBinary.lessons.path],
      environment: ["SWIFT_TUTOR_BWRAP": "/nonexistent/bwrap"])
    #expect(trusted.status == 0, "\(trusted.stderr)")
  }

  /// The module cache the tests' runs use (`check --verbose` names it).
  static func builtModuleCache() throws -> URL {
    let solution = try CourseFiles.solution(of: "team-score")
    let run = try CourseFiles.tutor(["check", "team-score", solution.path, "--verbose"])
    let line = run.stderr.split(separator: "\n").first { $0.contains("module cache ") }
    guard let path = line?.components(separatedBy: "module cache ").last else {
      throw SetupFailure(description: "no module cache in: \(run.stderr)")
    }
    return URL(fileURLWithPath: path)
  }

  /// Every file under `folder` with its size and modification time.
  static func listing(_ folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.sorted().map { path in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      return "\(path) \(attributes?[.size] ?? 0) \(attributes?[.modificationDate] ?? "")"
    }
  }

  /// Control groups of this tool (`swift-tutor.PID-START.…`, in this process's own groups) whose
  /// maker no longer runs: a grader that ended must have removed its own.
  static func groupsOfGradersThatAreGone() -> [String] {
    let membership = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
    var folders: [String] = []
    for line in membership.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3, ["memory", "pids"].contains(parts[1]) else { continue }
      folders.append("/sys/fs/cgroup/\(parts[1])\(parts[2] == "/" ? "" : parts[2])")
    }
    return folders.flatMap { folder in
      TestPaths.contents(of: URL(fileURLWithPath: folder)).filter { name in
        guard name.hasPrefix("swift-tutor.") else { return false }
        let owner = name.dropFirst(12).prefix { $0 != "." }.split(separator: "-")
        guard owner.count == 2,
          let stat = try? String(
            contentsOfFile: "/proc/\(owner[0])/stat", encoding: .utf8)
        else { return true }
        let fields = stat[stat.index(after: stat.lastIndex(of: ")") ?? stat.startIndex)...]
          .split(separator: " ")
        return fields.count <= 19 || fields[19] != owner[1]
      }
    }
  }

  static func processes(containing text: String) -> [String] {
    TestPaths.contents(of: URL(fileURLWithPath: "/proc")).filter { Int($0) != nil }.compactMap {
      guard let data = FileManager.default.contents(atPath: "/proc/\($0)/cmdline") else {
        return nil
      }
      let line = String(decoding: data, as: UTF8.self)
      return line.contains(text) ? line : nil
    }
  }
}
