import Foundation
import Testing

/// A fresh, empty directory for one test, removed when the test is done.
struct TemporaryDirectory {
  /// The directory's URL.
  let url: URL

  /// Creates a uniquely named directory under the system's temporary directory.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("MealKitTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The URL of `name` inside the directory.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of everything in the directory, hidden files included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// Deletes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
