import Foundation
import Testing
import TutorTestSupport

/// Whether the default pager is there (`make deps` installs it).
private let lessIsInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/less")

/// A new Chinese-speaking learner in a real 100×40 terminal: a lesson taller than the screen
/// opens at its top in the pager (at start-up too), `:hint` with nothing open asks which
/// exercise, and a pass from `swift-tutor check` in another terminal shows in `:progress`.
@Suite(
  .enabled(if: TmuxSession.isAvailable && lessIsInstalled),
  .tags(.tmux, .toolchain, .jail))
struct LearnerFlowTmuxTests {
  let folder: URL
  let environment: [String: String]

  init() throws {
    folder = try TestPaths.makeTemporaryFolder("learner-flow")
    environment = [
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "SWIFT_TUTOR_WORKSPACE": folder.appendingPathComponent("work").path,
      "LANG": "zh_CN.UTF-8", "TERM": "xterm-256color", "NO_COLOR": "1",
    ]
  }

  /// The tutor as a learner starts it: the default pager (`less -R`), the language from `LANG`.
  private func start() throws -> TmuxSession {
    _ = try TutorBinary.prepared.get()
    let unset = ["PAGER", "LESS", "SWIFT_TUTOR_LANG", "LC_ALL", "LC_MESSAGES", "CI"]
      .map { "-u \($0)" }.joined(separator: " ")
    return try TmuxSession(
      command: "env \(unset) '\(TestPaths.tutorExecutable.path)'"
        + " --lessons '\(TestPaths.packageRoot.path)/Lessons'",
      width: 100, height: 40, environment: environment)
  }

  /// The first two lines of the screen.
  private func top(_ session: TmuxSession) -> [String] {
    ((try? session.capture()) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(2).map(String.init)
  }

  /// The line a page opens with: the pager's keys.
  private let keys = "（空格 下一页 · b 上一页 · / 搜索 · q 关闭）"

  /// The last line of the screen that is not empty.
  private func bottom(_ session: TmuxSession) -> String {
    ((try? session.capture()) ?? "").split(separator: "\n").last.map(String.init) ?? ""
  }

  private func screen(_ session: TmuxSession) -> String { (try? session.capture()) ?? "" }

  @Test func aChineseNewcomerReadsFromTheTopIsAskedAndSeesOneProgress() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var session = try start()
    // Start-up: lesson 01 is taller than 40 rows, so it opens at its top in the pager.
    #expect(session.waitFor(text: "欢迎来到 swift-tutor", timeout: .seconds(60)), "\(screen(session))")
    #expect(top(session) == [keys, "# 快速上手"], "the keys above: \(screen(session))")
    #expect(bottom(session) == ":", "less waits for a key: \(screen(session))")
    try session.send(keys: "q")
    #expect(session.waitFor(text: "swift>"), "\(screen(session))")

    try session.send(keys: ":lesson 3", "Enter")
    #expect(session.waitFor(text: "一道菜可能有照片"), "\(screen(session))")
    #expect(top(session) == [keys, "# 可选类型"], "\(screen(session))")
    #expect(bottom(session) == ":", "\(screen(session))")
    try session.send(keys: "q")

    // `:hint` with nothing open lists the lesson's exercises and asks.
    try session.send(keys: ":hint", "Enter")
    #expect(session.waitFor(text: "选哪一道？输入编号或练习 id"), "\(screen(session))")
    #expect(screen(session).contains("1. servings-or-default — "))
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "没有选择练习。"), "\(screen(session))")

    // A pass from the command line, in another terminal, counts in the REPL's progress.
    let solution = TestPaths.packageRoot.appendingPathComponent(
      "Lessons/03-optionals/exercises/servings-or-default/solution.swift")
    var checkEnvironment = environment
    checkEnvironment["CI"] = ""
    let check = try TutorBinary.run(
      ["check", "servings-or-default", solution.path, "--lessons", TutorBinary.lessons.path],
      environment: checkEnvironment)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("已记入你的进度：41 道练习中已通过 1 道"), "\(check.stdout)\(check.stderr)")
    try session.send(keys: ":progress", "Enter")
    #expect(session.waitFor(text: "已通过 1/41 道练习"), "\(screen(session))")
    #expect(screen(session).contains("下一道练习：optional-binding（可选类型）"))
    try session.send(keys: "C-d")
    #expect(session.waitForExit(timeout: .seconds(10)) == 0, "\(screen(session))")
    session.close()

    // The next start-up opens the current lesson, 03, at its top.
    session = try start()
    defer { session.close() }
    #expect(session.waitFor(text: "一道菜可能有照片", timeout: .seconds(60)), "\(screen(session))")
    #expect(top(session) == [keys, "# 可选类型"], "\(screen(session))")
    try session.send(keys: "q")
    #expect(session.waitFor(text: "swift>"), "\(screen(session))")
    try session.send(keys: "C-d")
    #expect(session.waitForExit(timeout: .seconds(10)) == 0, "\(screen(session))")
  }
}
