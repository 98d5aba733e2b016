public import Foundation
import Sandbox
public import SwiftToolchain
public import TutorSupport

/// Verdicts stored by content: the key covers the student's file, the checks,
/// the expected output, the exercise's rules and limits, the sample sources
/// and the toolchain, so an unchanged submission is never graded twice and a
/// changed anything always is.
public struct ResultCache: Sendable {
  /// The folder of `<key>.json` files.
  public let directory: URL

  /// A cache inside the module cache's toolchain folder.
  public init(modules: ModuleCache) {
    directory = modules.directory.deletingLastPathComponent().appendingPathComponent("results")
  }

  /// A cache in `directory`.
  public init(directory: URL) { self.directory = directory }

  /// The key of grading `source` (its report naming it `fileName`) for `exercise` with `grader`
  /// (its limits, confinement, grading key, toolchain, sample sources and the tool's own build),
  /// the report in `language`.
  public static func key(
    source: String, fileName: String, exercise: ExerciseSpec, grader: Grader, language: Language
  ) -> String {
    let modules = grader.cache
    let limits = grader.sandbox.limits
    var hash = ContentDigest()
    hash.update(field: "result-v7")  // v7: the exercise as its verdict fingerprint
    hash.update(field: grader.key.id)
    hash.update(field: ToolIdentity.current)
    hash.update(field: language.rawValue)
    hash.update(field: grader.sandbox.isJailed ? "jailed" : "trusted")
    hash.update(field: modules.toolchain.id)
    hash.update(field: modules.sourcesHash)
    hash.update(field: fileName)
    hash.update(field: source)
    hash.update(field: exercise.verdictFingerprint(limits: limits))
    return hash.hexDigest()
  }

  /// The stored verdict for `key`, if any.
  public func lookup(_ key: String) -> GradeResult? {
    let file = directory.appendingPathComponent("\(key).json")
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode(GradeResult.self, from: data)
  }

  /// Stores a verdict, unless it may not be repeatable (a time limit can be hit because the machine
  /// was busy).
  ///
  /// Written atomically; failures to cache are ignored.
  public func store(_ result: GradeResult, key: String) {
    guard !result.hitTimeLimit else { return }
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    guard let data = try? JSONEncoder().encode(result) else { return }
    try? data.write(to: directory.appendingPathComponent("\(key).json"), options: .atomic)
  }
}
