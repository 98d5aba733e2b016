// Wrong: relies on .atomic writing and never touches the temporary file, so a stale one stays.
import Foundation

enum SaveError: Error, Equatable {
  case renameFailed(path: String)
}

func temporaryURL(for url: URL) -> URL {
  url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".tmp")
}

func saveAtomically(_ data: Data, to url: URL) throws {
  try data.write(to: url, options: .atomic)
}
