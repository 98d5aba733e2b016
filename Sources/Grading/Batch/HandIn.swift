public import Foundation
public import LessonKit
import SwiftToolchain
public import TutorSupport

/// When a submission was handed in against its assignment's deadline, and what part of its
/// points that leaves (`handed_in` in the JSON).
///
/// The time is the submission's last commit in git (the recipes check out with history), else
/// its file's modification time. A commit's time is what the student's machine said: for a
/// deadline that must hold, collect the work at the deadline (GitHub Classroom's deadline, a
/// protected branch) and grade what was collected.
public struct HandIn: Codable, Sendable, Hashable {
  /// Where the time came from.
  public enum Source: String, Codable, Sendable {
    /// The last commit that changed the file.
    case git
    /// The file's modification time.
    case file
  }

  /// When it was handed in, ISO 8601 (`2026-12-02T01:30:00Z`).
  public var at: String
  /// Where that time came from.
  public var source: Source
  /// Seconds after the deadline; absent when on time.
  public var lateSeconds: Int?
  /// The part of its points it keeps by the late policy (1 on time).
  public var share: Double

  enum CodingKeys: String, CodingKey {
    case at, source, share
    case lateSeconds = "late_seconds"
  }

  /// The hand-in of `file` against `deadline`; nil when the file has no time (it is missing).
  public static func of(_ file: URL, deadline: Deadline) -> HandIn? {
    guard let (time, source) = time(of: file) else { return nil }
    let late = time.timeIntervalSince(deadline.due)
    let formatter = ISO8601DateFormatter()
    return HandIn(
      at: formatter.string(from: time), source: source,
      lateSeconds: late > 0 ? Int(late.rounded(.up)) : nil,
      share: (deadline.share(at: time) * 10_000).rounded() / 10_000)
  }

  /// How late it was and what it keeps, for a report's line; nil when on time.
  public var late: Message? {
    guard let lateSeconds else { return nil }
    let percent = Int((share * 100).rounded())
    return Message(
      "judge.report.late",
      [
        "by": Self.duration(lateSeconds),
        "source": source == .git
          ? Message("judge.report.late-by-git") : Message("judge.report.late-by-file"),
        "share": percent,
      ])
  }

  /// `seconds` in its two largest units, cut down (never more than it was: 40 s late is not
  /// "1 h"): `1 d 6 h`, `2 h 5 min`, `12 min`, `40 s`.
  static func duration(_ seconds: Int) -> Message {
    let (minutes, hours, days) = (seconds / 60, seconds / 3600, seconds / 86_400)
    if days > 0 { return Message("judge.report.late.days", ["days": days, "hours": hours % 24]) }
    if hours > 0 {
      return Message("judge.report.late.hours", ["hours": hours, "minutes": minutes % 60])
    }
    if minutes > 0 { return Message("judge.report.late.minutes", ["minutes": minutes]) }
    return Message("judge.report.late.seconds", ["seconds": seconds])
  }

  /// Whether the git repository holding `folder` is a shallow clone.
  static func isShallow(_ folder: String) -> Bool {
    let request = ProcessRequest(
      executable: "/usr/bin/git",
      arguments: ["-c", "safe.directory=*", "-C", folder, "rev-parse", "--is-shallow-repository"],
      environment: ["PATH": "/usr/bin:/bin", "GIT_TERMINAL_PROMPT": "0"], wallTimeout: 20)
    let output = CappedBuffer(limit: 4096)
    guard let outcome = try? ProcessRunner.run(request, output: output), outcome.succeeded else {
      return false
    }
    return output.text.trimmingCharacters(in: .whitespacesAndNewlines) == "true"
  }

  /// The time of the last commit that changed `file`, else its modification time.
  static func time(of file: URL) -> (Date, Source)? {
    var info = stat()
    guard lstat(file.path, &info) == 0 else { return nil }
    let folder = file.deletingLastPathComponent().path
    let request = ProcessRequest(
      executable: "/usr/bin/git",
      arguments: [
        "-c", "safe.directory=*", "-C", folder, "log", "-1", "--format=%ct", "--",
        file.lastPathComponent,
      ], environment: ["PATH": "/usr/bin:/bin", "GIT_TERMINAL_PROMPT": "0"], wallTimeout: 20)
    let output = CappedBuffer(limit: 4096)
    if FileManager.default.isExecutableFile(atPath: request.executable),
      let outcome = try? ProcessRunner.run(request, output: output), outcome.succeeded,
      let seconds = TimeInterval(output.text.trimmingCharacters(in: .whitespacesAndNewlines))
    {
      return (Date(timeIntervalSince1970: seconds), .git)
    }
    return (Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec)), .file)
  }
}

extension BatchReport {
  /// Records when the file of each of `submissions` (the ones graded here) was handed in,
  /// against the assignment's deadline; nothing without one. A missing submission has no time.
  /// Returns the folders whose times came from a shallow clone (`--depth 1`), where every file
  /// has the last commit's time, however early it was handed in: the caller says so.
  @discardableResult
  public mutating func recordHandIns(of submissions: [Submission]) -> [String] {
    guard let deadline = assignment?.deadline else { return [] }
    var files: [String: URL] = [:]
    for submission in submissions where submission.handedIn && submission.unlisted == nil {
      files[submission.student + "/" + submission.exercise] = submission.file
    }
    var shallow: [String: Bool] = [:]
    for index in results.indices {
      let key = (results[index].student ?? "") + "/" + results[index].exercise
      // An untouched starter is not handed in: it has no time to be late by.
      guard let file = files[key], results[index].status != .missing else { continue }
      let handedIn = HandIn.of(file, deadline: deadline)
      results[index].handedIn = handedIn
      let folder = file.deletingLastPathComponent().path
      if handedIn?.source == .git, shallow[folder] == nil {
        shallow[folder] = HandIn.isShallow(folder)
      }
    }
    return shallow.filter(\.value).keys.sorted()
  }
}
