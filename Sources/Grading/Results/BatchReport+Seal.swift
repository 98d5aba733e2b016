public import Foundation
public import SwiftToolchain

extension BatchReport {
  /// This report as `grade` or `merge` writes it: holding `shards`, graded by `build`, with
  /// `key`'s id and its seal over the whole (``sealedContent()``).
  public func sealed(
    shards: ShardCoverage, build: String = ToolBuild.current, key: GradingKey
  ) throws -> BatchReport {
    var report = self
    report.shards = shards
    report.build = build
    report.key = key.id
    report.seal = nil
    report.seal = key.seal(try report.sealedContent())
    return report
  }

  /// What the seal covers: the report without its seal — the version, the summary, every result
  /// (verdicts, messages, output, seeds, durations), the shards, the build and the key id — as
  /// compact JSON with sorted keys, after a line naming what it is.
  ///
  /// It is made from the decoded report, so what `merge` verifies is exactly what it then uses;
  /// an edit anywhere (a `fail` turned `pass`, a result dropped or added, another shard number)
  /// gives other bytes. A field the report does not know is not read, so it cannot matter.
  public func sealedContent() throws -> Data {
    var unsealed = self
    unsealed.seal = nil
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return Data("swift-tutor batch report, sealed\n".utf8) + (try encoder.encode(unsealed))
  }

  /// Checks that `key` sealed this report and nothing changed since, else throws
  /// ``MergeProblem`` naming `path`: `unsealed` without a seal (or without the shards, build
  /// or key it must record), `otherKey` when another key's id is recorded, `edited` when the
  /// seal does not match, `badShards` for a shard record that makes no sense.
  public func verifySeal(key: GradingKey, path: String) throws {
    guard let seal, let keyID = self.key, let shards, build != nil else {
      throw MergeProblem.unsealed(path: path)
    }
    guard keyID == key.id else {
      throw MergeProblem.otherKey(path: path, found: keyID, expected: key.id, origin: key.origin)
    }
    guard key.verifies(seal: seal, over: try sealedContent()) else {
      throw MergeProblem.edited(path: path)
    }
    guard shards.isValid else { throw MergeProblem.badShards(path: path) }
  }
}
