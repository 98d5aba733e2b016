// Wrong: on a failed rename the temporary file is left behind.
import Foundation

enum SaveError: Error, Equatable {
  case renameFailed(path: String)
}

func temporaryURL(for url: URL) -> URL {
  url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".tmp")
}

func saveAtomically(_ data: Data, to url: URL) throws {
  let temporary = temporaryURL(for: url)
  try data.write(to: temporary)
  guard rename(temporary.path, url.path) == 0 else {
    throw SaveError.renameFailed(path: url.path)
  }
}
