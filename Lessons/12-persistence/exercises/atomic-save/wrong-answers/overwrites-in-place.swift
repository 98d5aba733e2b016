// Wrong: writes the data into the target file itself after the temporary one (not atomic).
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
  try data.write(to: url)
  try FileManager.default.removeItem(at: temporary)
}
