import Foundation

/// Saving and loading: the tutorial's `NSKeyedArchiver` archive becomes a
/// versioned, pretty-printed JSON file written atomically (see ``StoreFile``).
extension MealStore {
  /// Reads the store saved at `url`.
  ///
  /// A missing file is not an error: it gives an empty store, as on an app's
  /// first launch. The file is only ever read, never changed or removed.
  ///
  /// - Throws: ``MealStoreError/corruptFile(path:reason:)`` when the file is not
  ///   a meal store (not JSON, foreign JSON, another version, an invalid meal);
  ///   ``MealStoreError/unreadableFile(path:reason:)`` when it cannot be read.
  ///
  /// - zh-Hans: 读取保存在 `url` 处的菜品列表。
  ///
  ///   文件不存在不算错误：这时得到一个空列表，就像应用第一次启动时那样。这个文件只会被读取，
  ///   绝不会被修改或删除。
  ///
  ///   抛出错误：文件不是菜品存储文件时（不是 JSON、是别的程序的 JSON、版本不同或含有无效的菜品），
  ///   抛出 `MealStoreError.corruptFile(path:reason:)`；文件无法读取时，
  ///   抛出 `MealStoreError.unreadableFile(path:reason:)`。
  public static func load(from url: URL) throws -> MealStore {
    let path = url.path
    let data: Data?
    do {
      data = try FileIO.contents(atPath: path)
    } catch {
      throw MealStoreError.unreadableFile(path: path, reason: error.reason)
    }
    guard let data else { return MealStore() }
    do {
      return MealStore(meals: try StoreFile.decode(data))
    } catch {
      throw MealStoreError.corruptFile(path: path, reason: error.reason)
    }
  }

  /// Writes the store to `url` as JSON, atomically.
  ///
  /// Other readers see either the previous file or the whole new one, never a
  /// partial file. A symbolic link
  /// at `url` is followed, and the file it points to is replaced.
  ///
  /// - Throws: ``MealStoreError/invalidMeal(path:index:reason:)`` when a meal
  ///   was changed so that it breaks the rules (nothing is written);
  ///   ``MealStoreError/writeFailed(path:reason:)`` when the file cannot be
  ///   written. In both cases the file already at `url`, if any, is unchanged.
  ///
  /// - zh-Hans: 把列表以 JSON 格式原子地写入 `url`。
  ///
  ///   其他读取者看到的要么是之前的文件，要么是完整的新文件，绝不会是只写了一部分的文件。
  ///   如果 `url` 处是一个符号链接，就顺着它找到所指向的文件，并替换那个文件。
  ///
  ///   抛出错误：如果某道菜被改得违反了规则，
  ///   抛出 `MealStoreError.invalidMeal(path:index:reason:)`（什么都不写入）；文件无法写入时，
  ///   抛出 `MealStoreError.writeFailed(path:reason:)`。这两种情况下，`url` 处原有的文件（如果有）
  ///   都保持不变。
  public func save(to url: URL) throws {
    try save(to: url, beforeRename: {})
  }

  /// ``save(to:)`` with a hook that runs just before the new file replaces the
  /// old one; tests use it to make a save fail at the last moment.
  func save(to url: URL, beforeRename: () throws -> Void) throws {
    let path = url.path
    for (index, meal) in meals.enumerated() {
      if let problem = meal.problem {
        throw MealStoreError.invalidMeal(path: path, index: index, reason: problem)
      }
    }
    do {
      let data = try StoreFile.encode(meals)
      try FileIO.writeAtomically(
        data, to: url.resolvingSymlinksInPath().path, beforeRename: beforeRename)
    } catch let failure as FileIOFailure {
      throw MealStoreError.writeFailed(path: path, reason: failure.reason)
    } catch {
      throw MealStoreError.writeFailed(path: path, reason: String(describing: error))
    }
  }
}
