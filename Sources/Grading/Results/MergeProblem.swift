public import SwiftToolchain
public import TutorSupport

/// Why `merge` refuses its input (exit 2): a report `grade` did not write, or did not write
/// with this key, or shards that do not add up to one class. Every path and recorded value is
/// shown by ``VisibleText/line(_:)``: file names and report fields may be a student's doing.
public enum MergeProblem: Error, Equatable, CustomStringConvertible {
  /// No seal, or not the shards, build and key id a sealed report records.
  case unsealed(path: String)
  /// Sealed with the key of id `found`; this merge's key has id `expected`.
  case otherKey(path: String, found: String, expected: String, origin: GradingKey.Origin)
  /// The seal does not match the content: changed after `grade` wrote it.
  case edited(path: String)
  /// A sealed shard record that makes no sense (no slice, a slice outside 1…N).
  case badShards(path: String)
  /// A shard of a class cut into `count` slices, where `first` was cut into `firstCount`.
  case otherCount(path: String, count: Int, first: String, firstCount: Int)
  /// Graded by `build`, where `first` was graded by `firstBuild`.
  case otherBuild(path: String, build: String, first: String, firstBuild: String)
  /// Slice `index` of `count` in two files.
  case duplicate(index: Int, count: Int, path: String, other: String)
  /// Slices of 1…`count` that no file holds.
  case missing(indices: [Int], count: Int)
  /// One submission (`student/exercise`) graded in two files.
  case sameSubmission(submission: String, path: String, other: String)
  /// Graded against another assignment (`--exercises`, `--assignment`) than `first`.
  case otherAssignment(path: String, first: String)
  /// Graded against another course (``ClassDigest``) than `first`.
  case otherCourse(path: String, first: String)
  /// Graded from another set of submissions (``ClassDigest``) than `first`.
  case otherSubmissions(path: String, first: String)

  /// In English, for logs.
  public var description: String { message.text(.en) }

  /// The message, from the catalog's `judge.merge` keys.
  public var message: Message {
    switch self {
    case .unsealed(let path): return Message("judge.merge.unsealed", ["path": shown(path)])
    case .otherKey(let path, let found, let expected, let origin):
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "path": shown(path), "found": shown(found), "expected": expected,
        "origin": Self.origin(origin),
      ]
      return Message("judge.merge.other-key", details)
    case .edited(let path): return Message("judge.merge.edited", ["path": shown(path)])
    case .badShards(let path): return Message("judge.merge.bad-shards", ["path": shown(path)])
    case .otherCount(let path, let count, let first, let firstCount):
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "path": shown(path), "count": count, "first": shown(first), "firstCount": firstCount,
      ]
      return Message("judge.merge.other-count", details)
    case .otherBuild(let path, let build, let first, let firstBuild):
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "path": shown(path), "build": shown(build), "first": shown(first),
        "firstBuild": shown(firstBuild),
      ]
      return Message("judge.merge.other-build", details)
    case .duplicate(let index, let count, let path, let other):
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "shard": ShardCoverage.label(index, of: count), "path": shown(path),
        "other": shown(other),
      ]
      return Message("judge.merge.duplicate", details)
    case .missing(let indices, let count):
      let shards = Self.list(indices, of: count)
      return indices.count == 1
        ? Message("judge.merge.missing.one", ["shards": shards])
        : Message("judge.merge.missing.other", ["shards": shards])
    case .sameSubmission(let submission, let path, let other):
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "submission": shown(submission), "path": shown(path), "other": shown(other),
      ]
      return Message("judge.merge.same-submission", details)
    case .otherAssignment(let path, let first):
      return Message(
        "judge.merge.other-assignment", ["path": shown(path), "first": shown(first)])
    case .otherCourse(let path, let first):
      return Message("judge.merge.other-course", ["path": shown(path), "first": shown(first)])
    case .otherSubmissions(let path, let first):
      return Message(
        "judge.merge.other-submissions", ["path": shown(path), "first": shown(first)])
    }
  }

  /// Slices `indices` of `count` as a list in the reader's language: `2/5, 4/5` or `2/5、4/5`.
  public static func list(_ indices: [Int], of count: Int) -> any CustomStringConvertible {
    let labels = indices.map { ShardCoverage.label($0, of: count) }
    guard var joined: any CustomStringConvertible = labels.last else { return "" }
    for label in labels.dropLast().reversed() {
      joined = Message("judge.merge.list", ["first": label, "rest": joined])
    }
    return joined
  }

  private static func origin(_ origin: GradingKey.Origin) -> Message {
    switch origin {
    case .file(let path): return Message("judge.key-origin.file", ["path": shown(path)])
    case .environment: return Message("judge.key-origin.environment")
    case .installation(let path):
      return Message("judge.key-origin.installation", ["path": shown(path)])
    }
  }
}

private func shown(_ text: String) -> String { VisibleText.line(text) }
