import Foundation
import Grading
import HTTPTypes
import Learner
import SourceKitCompletion
import SwiftToolchain
import TutorSupport

/// The editors' completion: what `sourcekit-lsp` offers at the cursor, over the learner's code
/// compiled as the grader and the live session compile it (MealKit and Shapes imported).
extension WebEngine {
  /// How long a completion waits for `sourcekit-lsp` before it answers nothing.
  static let completionDeadline = Duration.milliseconds(400)
  /// How long one right after a `.` waits: the members are what the learner asked for, and a
  /// `sourcekit-lsp` still starting takes seconds (a newcomer's first `.` after the server
  /// started showed nothing, twice; the terminal's Tab waits as long).
  static let memberDeadline = Duration.seconds(2)
  /// The most code (the editor's and the kept inputs together) a completion reads, in bytes.
  static let completionLimit = 64 << 10

  /// The candidates at line `line` (0-based), column `column` (UTF-16 code units, as the
  /// editor counts) of `code`, after the scratch tab's `kept` inputs. Empty when the server is
  /// missing, starting or slow; 413 past ``completionLimit``; a classroom student past their
  /// completions (``ClassroomLimits/completionBurst``) gets 429.
  func complete(
    _ code: String, line: Int, column: Int, kept: [String], context: WebContext
  ) async throws -> [SwiftCandidate] {
    try admit(code, kept: kept, context: context)
    guard let before = Self.text(of: code, before: line, column) else { return [] }
    return await completer.complete(
      kept: kept, typed: code, beforeCursor: before, owner: context.owner,
      client: context.client,
      deadline: before.hasSuffix(".") ? Self.memberDeadline : Self.completionDeadline)
  }

  /// The declaration and documentation comment (Markdown) of the name that starts at line
  /// `line`, column `column` of `code`, as ``complete(_:line:column:kept:context:)`` reads the
  /// code and with its limits, in the learner's language where the library gives one:
  /// `.some(nil)` when there is none, nil when the server is busy with the learner's
  /// completion, missing or slow (a newcomer's Ctrl-I right after a typed `.` was told the
  /// name had no documentation).
  func documentation(
    _ code: String, line: Int, column: Int, kept: [String], context: WebContext
  ) async throws -> String?? {
    try admit(code, kept: kept, context: context)
    guard let before = Self.text(of: code, before: line, column) else { return .some(nil) }
    guard
      let found = await completer.documentation(
        kept: kept, typed: code, beforeCursor: before, owner: context.owner,
        client: context.client, deadline: Self.completionDeadline)
    else { return nil }
    let language = try await self.language(context)
    return .some(found.map { DocumentationLanguage.text($0, language: language) })
  }

  /// Refuses a request that is not a student's in a classroom (403), reads more than
  /// ``completionLimit`` (413), or comes past the student's or the address's completions (429).
  private func admit(_ code: String, kept: [String], context: WebContext) throws {
    if classroom && context.student == nil {
      throw WebError(.forbidden, .notAStudent)
    }
    let size = kept.reduce(code.utf8.count) { $0 + $1.utf8.count }
    guard size <= Self.completionLimit else {
      throw WebError(.contentTooLarge, WebError.tooLarge(bytes: Self.completionLimit))
    }
    if context.student != nil, let seconds = mayComplete(context.owner, from: context.remote) {
      throw WebError(
        .tooManyRequests, Message("web.error.complete-later", ["seconds": seconds]),
        retryAfter: seconds)
    }
  }

  /// Spends a completion of `owner` and of their address: nil when both had one, else the
  /// seconds to wait (the student's own limit first, as for Checks).
  private func mayComplete(_ owner: String, from remote: String?) -> Int? {
    if let seconds = completions.take(owner) { return seconds }
    guard let seconds = addressCompletions.take(ClientAddress.key(remote)) else { return nil }
    completions.giveBack(owner)
    return seconds
  }

  /// Ends the completion server (the web server stops).
  func closeCompletion() { completer.close() }

  /// The completion service `serve` shares: the `sourcekit-lsp` beside the grader's compiler,
  /// over the grader's sample modules.
  static func completionService(_ graders: GraderSource) -> SharedCompletion {
    SharedCompletion {
      let cache = try graders.grader().cache
      return SwiftCompletion(
        toolchain: cache.toolchain, modules: cache.directory,
        imports: ModuleCache.sampleModules, sharing: .shared)
    }
  }

  /// The text of `code` before line `line`, column `column` (UTF-16); nil when `code` has no
  /// such place.
  static func text(of code: String, before line: Int, _ column: Int) -> String? {
    guard line >= 0, column >= 0 else { return nil }
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    guard line < lines.count else { return nil }
    let text = String(lines[line])
    guard
      let end = text.utf16.index(
        text.utf16.startIndex, offsetBy: column, limitedBy: text.utf16.endIndex),
      let cursor = end.samePosition(in: text)
    else { return nil }
    return lines[..<line].map { $0 + "\n" }.joined() + text[..<cursor]
  }
}
