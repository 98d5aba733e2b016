import Foundation
import Grading
import Reports
import TutorSupport

/// Writing to the terminal and to report files.
enum Console {
  /// A line on standard error, safe for a CI log and a terminal (a path or a name in it may be
  /// a student's: its control characters are shown, ``VisibleText``, and it carries no CI
  /// command, ``CILog``).
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((safe(text) + "\n").utf8))
  }

  /// A line on standard output, safe like ``error(_:)``.
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((safe(text) + "\n").utf8))
  }

  private static func safe(_ text: String) -> String { CILog.text(VisibleText.block(text)) }

  /// A notice on standard error: `swift-tutor: ` and the message in `language`.
  static func notice(_ message: Message, _ language: Language) {
    error("swift-tutor: " + message.text(language))
  }

  /// A notice that names students (who is on no roster line, who the gradebook cannot match):
  /// appended to the file `SWIFT_TUTOR_NOTES` names when it is set, and only a line saying so
  /// on standard error — a shared repository's CI log is every student's to read — else a
  /// ``notice(_:_:)``.
  static func studentNotice(_ message: Message, _ language: Language) {
    let notes = ProcessInfo.processInfo.environment["SWIFT_TUTOR_NOTES"] ?? ""
    guard !notes.isEmpty else { return notice(message, language) }
    let line = Data(("swift-tutor: " + safe(message.text(language)) + "\n").utf8)
    if let file = FileHandle(forWritingAtPath: notes) ?? created(notes) {
      defer { try? file.close() }
      if (try? file.seekToEnd()) != nil, (try? file.write(contentsOf: line)) != nil {
        return notice(Message("cli.notes.elsewhere", ["file": notes]), language)
      }
    }
    notice(Message("cli.notes.unwritable", ["file": notes]), language)
    notice(message, language)
  }

  /// `path`, made empty and opened for writing; nil when it cannot be.
  private static func created(_ path: String) -> FileHandle? {
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    return FileHandle(forWritingAtPath: path)
  }

  /// Refuses, before any work, a report path that cannot be written (``ReportTarget/check(_:)``).
  static func checkOutput(_ path: String?) throws {
    guard let path else { return }
    try reporting(path) { path throws(ReportTarget.Failure) in try ReportTarget.check(path) }
  }

  /// Writes `text` to `path` as ``ReportTarget`` says (`-` or nil: standard output).
  static func emit(_ text: String, to path: String?) throws {
    try reporting(path ?? "-") { path throws(ReportTarget.Failure) in
      try ReportTarget.write(Data(text.utf8), to: path)
    }
  }

  /// Makes `folder` for each student's report (`--per-student`), or exit 2 with the reason.
  static func prepareFolder(_ folder: String?) throws {
    guard let folder else { return }
    try reporting(folder) { path throws(ReportTarget.Failure) in
      try ReportTarget.prepareFolder(path)
    }
  }

  /// Does `work` on `path`; its failure is exit 2 naming the path and the system's reason.
  private static func reporting(
    _ path: String, _ work: (String) throws(ReportTarget.Failure) -> Void
  ) throws {
    do {
      try work(path)
    } catch {
      throw cannotWrite(path, error)
    }
  }

  /// Writes each student's own part of `report` into `folder` (`--per-student`), as Markdown
  /// in `language`.
  static func emitPerStudent(_ report: BatchReport, to folder: String?, _ language: Language)
    throws
  {
    guard let folder else { return }
    let reporter = MarkdownReporter(language: language)
    for (file, own) in StudentReports.split(report) {
      try emit(
        reporter.render(own), to: URL(fileURLWithPath: folder).appendingPathComponent(file).path)
    }
  }

  /// Exit 2: a report cannot be written to `path`, for the system's reason.
  private static func cannotWrite(_ path: String, _ failure: ReportTarget.Failure) -> TutorError {
    TutorError.usage(Message("cli.cannot-write", ["path": path, "reason": failure.reason]))
  }
}
