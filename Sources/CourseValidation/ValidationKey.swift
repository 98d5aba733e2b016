import Foundation
import Grading
import LessonKit
import Sandbox
import SwiftToolchain
import TutorSupport

/// The keys of `validate`'s cache (``ValidationCache``): everything a verdict depends on.
///
/// Common to every key: the tool's build, the toolchain, the sample libraries' sources, the
/// grading key (the seeds the solution and starter are graded with come from it), the sweep's
/// seed and rounds, the limits, the confinement and the teacher's language (the problems are
/// kept in their words). Then, for an exercise, the id and every file of its folder, by path and
/// content; for a lesson's code block, the code compiled and what it claims.
struct ValidationKey: Sendable {
  private let common: String

  /// The keys of `grader`'s validation in `language`, wrong answers tried with `sweepRounds`
  /// seeds.
  init(grader: Grader, language: Language, sweepRounds: Int) {
    var hash = ContentDigest()
    hash.update(field: "validate-v1")
    hash.update(field: ToolIdentity.current)
    hash.update(field: grader.cache.toolchain.id)
    hash.update(field: grader.cache.sourcesHash)
    hash.update(field: grader.key.id)
    hash.update(field: "\(WrongAnswerSweep.seed) \(sweepRounds)")
    hash.update(field: grader.sandbox.limits.summary)
    hash.update(field: grader.sandbox.isJailed ? "jailed" : "trusted")
    hash.update(field: language.rawValue)
    common = hash.hexDigest()
  }

  /// The key of `exercise`; nil when a file of its folder cannot be read (it is checked, not
  /// kept).
  func exercise(_ exercise: Exercise) -> String? {
    var hash = ContentDigest()
    hash.update(field: "exercise")
    hash.update(field: common)
    hash.update(field: exercise.id)
    let folder = exercise.files.folder.standardizedFileURL
    guard let files = Self.files(in: folder) else { return nil }
    for (path, file) in files {
      guard let data = try? Data(contentsOf: file) else { return nil }
      hash.update(field: path)
      hash.update(field: String(data.count))
      hash.update(data)
    }
    return hash.hexDigest()
  }

  /// The key of a code block's `unit`.
  func claims(_ unit: ClaimUnit) -> String {
    var hash = ContentDigest()
    hash.update(field: "claims")
    hash.update(field: common)
    hash.update(field: unit.source)
    hash.update(field: String(unit.prefixLines))
    hash.update(field: unit.after.map(String.init) ?? "-")
    let claims = unit.claims
    hash.update(field: claims.errors.joined(separator: "\u{1}"))
    hash.update(field: claims.warnings.joined(separator: "\u{1}"))
    hash.update(field: claims.crash.map { "crash:" + $0 } ?? "-")
    hash.update(field: claims.output.map { "output:" + $0 } ?? "-")
    return hash.hexDigest()
  }

  /// Every regular file under `folder` but hidden ones, by path inside it, sorted.
  static func files(in folder: URL) -> [(String, URL)]? {
    guard
      let walk = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return nil }
    let base = folder.path + "/"
    var found: [(String, URL)] = []
    for case let file as URL in walk {
      guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      let path = file.standardizedFileURL.path
      guard path.hasPrefix(base) else { return nil }
      found.append((String(path.dropFirst(base.count)), file))
    }
    return found.sorted { $0.0 < $1.0 }
  }
}
