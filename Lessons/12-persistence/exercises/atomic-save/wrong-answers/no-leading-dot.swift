// Wrong: the temporary name has no leading dot: meals.json.tmp instead of .meals.json.tmp.
import Foundation

enum SaveError: Error, Equatable {
  case renameFailed(path: String)
}

func temporaryURL(for url: URL) -> URL {
  url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".tmp")
}

func saveAtomically(_ data: Data, to url: URL) throws {
  let temporary = temporaryURL(for: url)
  try data.write(to: temporary)
  guard rename(temporary.path, url.path) == 0 else {
    try? FileManager.default.removeItem(at: temporary)
    throw SaveError.renameFailed(path: url.path)
  }
}
