import Foundation

/// What went wrong in a ``MealStore`` operation.
///
/// Each description says what happened, where (the index, or the file's path)
/// and what to do about it.
///
/// - zh-Hans: 说明 `MealStore` 的操作出了什么错。
///
///   每条描述都会说明发生了什么、在哪里（下标或文件路径），以及该怎么处理。
public enum MealStoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// `index` is not a position in the store, which holds `count` meals.
  ///
  /// - zh-Hans: `index` 不是列表中的有效位置，列表里共有 `count` 道菜。
  case indexOutOfRange(index: Int, count: Int)
  /// The file at `path` exists but is not a meal store MealKit can read: not
  /// JSON, another program's JSON, an unsupported version or an invalid meal.
  /// The file is left exactly as it was.
  ///
  /// - zh-Hans: `path` 处的文件存在，但不是 MealKit 能读取的菜品存储文件：不是 JSON、
  ///   是别的程序的 JSON、版本不受支持，或者含有无效的菜品。这个文件保持原样，没有任何改动。
  case corruptFile(path: String, reason: String)
  /// The file at `path` could not be read at all (for example it is a
  /// directory, or permission was denied).
  ///
  /// - zh-Hans: `path` 处的文件根本无法读取（比如它是一个目录，或者没有权限）。
  case unreadableFile(path: String, reason: String)
  /// The meal at `index` breaks the rules (it was changed after it was
  /// created), so nothing was written to `path`.
  ///
  /// - zh-Hans: 下标 `index` 处的菜品违反了规则（它在创建之后被修改过），
  ///   所以没有向 `path` 写入任何内容。
  case invalidMeal(path: String, index: Int, reason: String)
  /// Writing `path` failed; the file that was there before, if any, is unchanged.
  ///
  /// - zh-Hans: 写入 `path` 失败；原来在那里的文件（如果有）保持不变。
  case writeFailed(path: String, reason: String)

  /// A sentence naming the index or file and the reason.
  ///
  /// - zh-Hans: 一句话，指出下标或文件，以及原因。
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
  ///
  /// - zh-Hans: 与 `description` 的文字相同，这样 `error.localizedDescription` 读起来也很清楚。
  public var errorDescription: String? { description }
}
