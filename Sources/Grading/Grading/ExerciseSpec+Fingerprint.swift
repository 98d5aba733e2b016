import LessonKit
package import Sandbox
import SwiftToolchain

extension ExerciseSpec {
  /// Everything of the exercise that decides a verdict, as one string: its id, how it is judged
  /// (checks, expected output), its imports, rules and classes, its solution and its limits
  /// (`limits` when it sets none). Part of every result-cache key and of a class report's
  /// course digest (``ClassDigest``).
  package func verdictFingerprint(limits: SandboxLimits) -> String {
    var hash = ContentDigest()
    hash.update(field: id)
    hash.update(field: judging.fingerprint)
    hash.update(field: importedModules.joined(separator: ","))
    hash.update(field: forbid.map(\.rawValue).joined(separator: ","))
    hash.update(field: require.map(\.rawValue).joined(separator: ","))
    hash.update(field: forbiddenAPIs.joined(separator: ","))
    hash.update(field: classes.joined(separator: ","))
    hash.update(field: solutionSource)
    hash.update(field: (self.limits ?? limits).summary)
    return hash.hexDigest()
  }
}
