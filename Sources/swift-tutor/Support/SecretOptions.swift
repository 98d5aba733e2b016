import ArgumentParser
import Foundation
import Grading
import SwiftToolchain
import TutorSupport

/// `--secret-file`: the grading key of a CI job (``GradingKey``), for the commands that grade or
/// join graded reports.
struct SecretOptions: ParsableArguments {
  @Option(
    help: """
      A file holding the grading secret (default: $SWIFT_TUTOR_SECRET, else this machine's own \
      key in the cache folder). Every shard of a CI job needs the same one.
      """)
  var secretFile: String?

  /// The key these options name, found or made now.
  func key() throws -> GradingKey {
    try Self.key(secretFile: secretFile)
  }

  /// The key of `secretFile`, `$SWIFT_TUTOR_SECRET` or this installation, its problems as
  /// ``TutorError``s in catalog words.
  static func key(secretFile: String?) throws -> GradingKey {
    do {
      return try GradingKey.resolve(secretFile: secretFile, cacheRoot: ModuleCache.defaultRoot())
    } catch let error as GradingKeyError {
      switch error {
      case .tooShort(let name, let count):
        let details: KeyValuePairs<String, any CustomStringConvertible> = [
          "name": name, "minimum": GradingKey.shortestSecret, "count": count,
        ]
        throw TutorError.usage(Message("cli.secret.too-short", details))
      case .unreadable(let path):
        throw TutorError.usage(Message("cli.secret.unreadable", ["path": path]))
      case .cannotMake(let path, let reason):
        throw TutorError.internal(
          Message("cli.secret.cannot-make", ["path": path, "reason": reason]))
      }
    }
  }
}
