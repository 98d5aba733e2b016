import Foundation

/// What went wrong in a ``MealStore`` operation.
///
/// Each description says what happened, where (the index, or the file's path)
/// and what to do about it.
public enum MealStoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// `index` is not a position in the store, which holds `count` meals.
  case indexOutOfRange(index: Int, count: Int)
  /// The file at `path` exists but is not a meal store MealKit can read: not
  /// JSON, another program's JSON, an unsupported version or an invalid meal.
  /// The file is left exactly as it was.
  case corruptFile(path: String, reason: String)
  /// The file at `path` could not be read at all (for example it is a
  /// directory, or permission was denied).
  case unreadableFile(path: String, reason: String)
  /// The meal at `index` breaks the rules (it was changed after it was
  /// created), so nothing was written to `path`.
  case invalidMeal(path: String, index: Int, reason: String)
  /// Writing `path` failed; the file that was there before, if any, is unchanged.
  case writeFailed(path: String, reason: String)

  /// A sentence naming the index or file and the reason.
  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let count):
      let valid = count == 0 ? "the store is empty" : "valid indexes are 0...\(count - 1)"
      return "index \(index) is out of range: \(valid)"
    case .corruptFile(let path, let reason):
      return "\(path): not a readable meal store (\(reason)); "
        + "the file was left unchanged: fix it, or move it away to start with an empty store"
    case .unreadableFile(let path, let reason):
      return "\(path): cannot read the meal store (\(reason))"
    case .invalidMeal(let path, let index, let reason):
      return "\(path): not saved, the meal at index \(index) is invalid (\(reason))"
    case .writeFailed(let path, let reason):
      return "\(path): cannot save the meal store (\(reason)); any previous file is unchanged"
    }
  }

  /// The same text as ``description``, so `error.localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
