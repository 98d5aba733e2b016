import Foundation

/// Each recipe's wall time in ``CIRecipeRunTests``, written where `SWIFT_TUTOR_RECIPE_TIMES`
/// says (as `{"github": seconds, …}`) for `make bench` to report; nothing is asserted on them
/// (speed is measured in the bench, never in a test).
struct RecipeTimes {
  private var seconds: [String: Double] = [:]

  /// `body`'s result, its wall time kept under `key`.
  mutating func time<T>(_ key: String, _ body: () throws -> T) rethrows -> T {
    let start = Date()
    defer { seconds[key] = Date().timeIntervalSince(start) }
    return try body()
  }

  /// Writes the times when the bench asked for them.
  func write() throws {
    guard let path = ProcessInfo.processInfo.environment["SWIFT_TUTOR_RECIPE_TIMES"] else {
      return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    try encoder.encode(seconds).write(to: URL(fileURLWithPath: path))
  }
}
