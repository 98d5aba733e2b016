import Foundation
import TutorTestSupport

/// A class of submissions for the bundled `team-score` written to fake a pass, damage the
/// grader or reach a peer (the evaluator's fixtures, plus one that tries every way out of the
/// jail), graded with `swift-tutor grade` as root or as `nobody`.
///
/// Everything lives in one folder `nobody` can use: a copy of the binary, of the runtime
/// sources and the lessons (`SWIFT_TUTOR_HOME`), of the prebuilt module cache, the
/// submissions, a `TMPDIR`. Every command starts in a folder `nobody` cannot enter (``start``,
/// inside a `0700` folder, as a clone in `mktemp -d` or under `/root` is), so the tool must
/// never need its caller's folder.
struct HostileClass {
  let root: URL
  /// A folder of its own inside a `0700` one: where every command starts.
  let start: URL
  var home: URL { root.appendingPathComponent("home") }
  var submissions: URL { root.appendingPathComponent("submissions") }
  var cache: URL { root.appendingPathComponent("cache") }
  var temporary: URL { root.appendingPathComponent("tmp") }
  var binary: URL { root.appendingPathComponent("bin/swift-tutor") }
  /// The peer whose file every other submission tries to read and rewrite.
  var peerFile: URL { submissions.appendingPathComponent("peer/team-score.swift") }
  static let peerText = "// peer's secret\nfunc teamScore(_ s: [Int]) -> Int { 0 }\n"

  /// The submissions that pass: correct answers, however hostile the rest of their code.
  static let expectedPasses: Set<String> = [
    "pass", "detached-child", "flood", "escape", "hidden-memory", "forks-within-limit",
    "fake-crash-pass", logForger, nfcName, "Kim",
  ]

  /// A folder named with the Kelvin sign, canonically `Kim`: it must not take Kim's marks away.
  static let kelvinName = "\u{212A}im"

  /// Two students whose folder names are one name in two Unicode forms: `José` with one `é`
  /// (NFC, a correct answer) and with `e` and a combining accent (NFD, a wrong one), shown
  /// apart as `Jose<U+0301>`.
  static let nfcName = "Jos\u{E9}"
  static let nfdName = "Jose\u{301}"

  /// A student whose folder name is a workflow command for the teacher's CI log.
  static let logForger = "eve ##[warning title=Teacher]Marks are final"
  /// A student whose code makes the compiler quote a workflow command.
  static let voidingCode = """
    @available(*, unavailable, message: "##[error]every mark is void")
    func teamScore(_ scores: [Int]) -> Int { 0 }
    let voided = teamScore([])

    """
  /// A file beside the student folders, listed as not graded at the start of a line.
  static let forgedFile = "::error title=swift-tutor::forged"

  /// Students whose one file is a wrong answer of the course's: student, exercise, the file.
  static let courseAttacks = [
    (
      "blank-name", "validate-meal",
      "10-errors-generics/exercises/validate-meal/wrong-answers/blank-name-except-where-checked.swift"
    ),
    (
      "dressed-struct", "tally-counter",
      "06-classes/exercises/tally-counter/wrong-answers/struct-dressed-as-class.swift"
    ),
    (
      "inferred-meal", "meal-init",
      "11-meal-model/exercises/meal-init/wrong-answers/library-meal-inferred.swift"
    ),
    // Plausible answers that passed every check until the draws held what they get wrong.
    (
      "trims-newlines", "parse-meal-line",
      "10-errors-generics/exercises/parse-meal-line/wrong-answers/trims-line-breaks-too.swift"
    ),
    (
      "trims-by-hand", "parse-meal-line",
      "10-errors-generics/exercises/parse-meal-line/wrong-answers/trims-only-space-and-tab.swift"
    ),
    (
      "ties-lowercased", "top-meal-names",
      "05-functions/exercises/top-meal-names/wrong-answers/ties-ignore-case.swift"
    ),
    (
      "localized-names", "meal-ranking",
      "11-meal-model/exercises/meal-ranking/wrong-answers/numbers-in-names-by-value.swift"
    ),
  ]

  init() throws {
    root = try TestPaths.makeTemporaryFolder("hostile")
    start = try Self.unreachableFolder()
    let manager = FileManager.default
    let package = TestPaths.packageRoot
    try Self.copyTool(home: home, binary: binary)
    try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
    let fixtures = package.appendingPathComponent(
      "Tests/GradingTests/Fixtures/team-score/submissions")
    for name in TestPaths.contents(of: fixtures) where name.hasSuffix(".swift") {
      let student = submissions.appendingPathComponent(String(name.dropLast(6)))
      try manager.createDirectory(at: student, withIntermediateDirectories: true)
      try manager.copyItem(
        at: fixtures.appendingPathComponent(name),
        to: student.appendingPathComponent("team-score.swift"))
    }
    // The course's own hostile wrong answers (a seed ground for, a struct dressed as a class,
    // a forbidden type reached by inference), each a student of its own.
    for (student, exercise, path) in Self.courseAttacks {
      let folder = submissions.appendingPathComponent(student)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try manager.copyItem(
        at: TutorBinary.lessons.appendingPathComponent(path),
        to: folder.appendingPathComponent("\(exercise).swift"))
    }
    try manager.createDirectory(
      at: peerFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(Self.peerText.utf8).write(to: peerFile)
    let escape = submissions.appendingPathComponent("escape")
    try manager.createDirectory(at: escape, withIntermediateDirectories: true)
    try Data(EscapeAttempt.source(peer: peerFile.path, cache: cache.path).utf8)
      .write(to: escape.appendingPathComponent("team-score.swift"))
    // A student who locks their own folder: as `nobody` the grader cannot list it, and must
    // still grade everyone else.
    try Self.writeLogForgers(in: submissions)
    let locked = submissions.appendingPathComponent("locked")
    try manager.createDirectory(at: locked, withIntermediateDirectories: true)
    try Data("func teamScore(_ s: [Int]) -> Int { 0 }\n".utf8)
      .write(to: locked.appendingPathComponent("team-score.swift"))
    chmod(locked.path, 0)
  }

  /// The students and the file that try to write commands into the teacher's CI log, and the
  /// two whose names are one name in two Unicode forms.
  static func writeLogForgers(in submissions: URL) throws {
    let manager = FileManager.default
    let solution = try String(contentsOf: CourseFiles.solution(of: "team-score"), encoding: .utf8)
    for (student, text) in [
      (logForger, solution), ("voided", voidingCode), (nfcName, solution),
      (nfdName, "func teamScore(_ scores: [Int]) -> Int { 0 }\n"), ("Kim", solution),
    ] {
      let folder = submissions.appendingPathComponent(student)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("team-score.swift"))
    }
    try Data("forged\n".utf8).write(to: submissions.appendingPathComponent(forgedFile))
    let kelvin = submissions.appendingPathComponent(kelvinName)
    try manager.createDirectory(at: kelvin, withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: kelvin.appendingPathComponent("notes.txt"))
  }

  /// Copies the module cache the tests' own runs built, so `nobody` need not build it again.
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

  /// Hands the whole folder to `nobody`.
  func giveToNobody() throws {
    let chown = try runCommand(
      URL(fileURLWithPath: "/bin/chown"), ["-R", "65534:65534", root.path])
    guard chown.status == 0 else { throw SetupFailure(description: chown.stderr) }
    chmod(root.path, 0o755)
  }

  /// `swift-tutor grade` of the class, as `nobody` when `asNobody` (through `setpriv`). The
  /// time limit leaves a busy machine room to reach the memory cap first, so the cause named
  /// is the memory: six forks filling 700 MB each take 1 s on an idle machine, but took over
  /// 4 s, then over 8 s, under a full `make test` (every core shared with a dozen compilers).
  func grade(asNobody: Bool) throws -> CommandResult {
    try tutor(
      ["grade", submissions.path, "--format", "json", "--jobs", "2", "--timeout", "20"],
      asNobody: asNobody)
  }

  /// The REPL (`swift-tutor` alone) reading `input`, as `nobody` when `asNobody`.
  func repl(_ input: String, asNobody: Bool) throws -> CommandResult {
    try tutor([], input: input, asNobody: asNobody)
  }

  /// `swift-tutor ARGUMENTS` with the class's folders, as `nobody` when `asNobody`.
  func tutor(_ arguments: [String], input: String = "", asNobody: Bool) throws
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
      prefix + ["/usr/bin/env", "-i"]
      + environment.map { "\($0.key)=\($0.value)" } + [binary.path] + arguments
    return try runCommand(
      URL(fileURLWithPath: command[0]), Array(command.dropFirst()), input: input, in: start)
  }

  /// Copies the built binary to `binary`, and the runtime sources and lessons it needs to
  /// `home` (its `SWIFT_TUTOR_HOME`).
  static func copyTool(home: URL, binary: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: home.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    for module in ["MealKit", "Shapes", "TutorChecks", "PlaygroundRuntime"] {
      try manager.copyItem(
        at: TestPaths.packageRoot.appendingPathComponent("Sources/\(module)"),
        to: home.appendingPathComponent("Sources/\(module)"))
    }
    try manager.copyItem(at: TutorBinary.lessons, to: home.appendingPathComponent("Lessons"))
    try manager.createDirectory(
      at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try manager.copyItem(at: TutorBinary.executable, to: binary)
  }

  /// `PRIVATE/clone`: a folder anyone may enter, inside one (`0700`) only its owner may.
  static func unreachableFolder() throws -> URL {
    let outer = try TestPaths.makeTemporaryFolder("private")
    chmod(outer.path, 0o700)
    let inner = outer.appendingPathComponent("clone")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
    chmod(inner.path, 0o755)
    return inner
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.removeItem(at: start.deletingLastPathComponent())
  }
}

/// A test's set-up could not be made.
struct SetupFailure: Error, CustomStringConvertible {
  let description: String
}
